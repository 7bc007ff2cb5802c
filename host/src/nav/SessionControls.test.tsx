import { siteStore } from '@mars/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, resetStore } from '../test/render';
import { SessionControls } from './SessionControls';

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

  it('an unverified user sees Email not verified and no Welcome', () => {
    renderWithProviders(<SessionControls />);
    act(() => siteStore.getState().setSession({ unverifiedUser: { ...user, emailVerified: false } }));
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
