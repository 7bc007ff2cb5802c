import { AUTH_SESSION_HINT_KEY, siteStore } from '@mars/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, resetStore } from '../test/render';
import { RESTORE_WAIT_MS, SessionControls } from './SessionControls';

const user = { uid: 'u1', email: 'ana@example.com', emailVerified: true };

beforeEach(resetStore);

describe('session in the nav', () => {
  it('signed out shows Login, which asks remote-auth to open sign-in', () => {
    renderWithProviders(<SessionControls />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(siteStore.getState().authIntent).toMatchObject({ kind: 'open', view: 'signin' });
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('signed in shows Welcome, {email} and Logout', () => {
    renderWithProviders(<SessionControls />);
    act(() => siteStore.getState().setSession({ user, isEmailVerified: true }));
    expect(screen.getByText('Welcome, ana@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(siteStore.getState().authIntent).toMatchObject({ kind: 'signOut' });
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('an unverified user sees Email not verified, which opens Verify Your Email again, and no Welcome', () => {
    renderWithProviders(<SessionControls />);
    act(() => siteStore.getState().setSession({ unverifiedUser: { ...user, emailVerified: false } }));
    fireEvent.click(screen.getByRole('button', { name: 'Email not verified' }));
    expect(siteStore.getState().authIntent).toMatchObject({ kind: 'open', view: 'unverified' });
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  describe('a returning visitor (the session hint is set)', () => {
    beforeEach(() => {
      localStorage.setItem(AUTH_SESSION_HINT_KEY, '1');
      jest.useFakeTimers();
    });
    afterEach(() => {
      localStorage.clear();
      jest.useRealTimers();
    });

    it('never sees Login while the session restores: its place is held (hidden, same text), then Welcome', () => {
      siteStore.getState().setSession({ loading: true });
      renderWithProviders(<SessionControls />);
      expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
      expect(screen.getByText('Login')).not.toBeVisible();
      act(() => siteStore.getState().setSession({ user, isEmailVerified: true, loading: false }));
      expect(screen.getByText('Welcome, ana@example.com')).toBeInTheDocument();
    });

    it('gets Login after 2 s if the session does not come back', () => {
      siteStore.getState().setSession({ loading: true });
      renderWithProviders(<SessionControls />);
      act(() => jest.advanceTimersByTime(RESTORE_WAIT_MS - 1));
      expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  });
});
