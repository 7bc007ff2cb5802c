import { siteStore, theme } from '@mars/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { AuthAdapter } from '../firebase/authAdapter';
import { signedInUnverified, signedOut } from '../session/transitions';
import { VerificationModal } from './VerificationModal';

const raj = { uid: 'u', email: 'raj@example.com', emailVerified: false };

function renderModal(adapter: Partial<AuthAdapter>) {
  return render(
    <ThemeProvider theme={theme}>
      <VerificationModal adapter={async () => ({ refresh: jest.fn(async () => {}), ...adapter }) as AuthAdapter} />
    </ThemeProvider>,
  );
}

const toasts = () => siteStore.getState().toasts.map((t) => t.message);

beforeEach(() => siteStore.setState({ toasts: [], session: { ...signedOut(), ...signedInUnverified(raj) } as never }));

describe("'Verify Your Email' (an unverified visitor)", () => {
  it('is what an unverified sign-in leads to: the address, the steps, the notice and Resend; still signed out', () => {
    expect(siteStore.getState().session).toMatchObject({ user: null, unverifiedUser: raj, showVerificationModal: true });
    renderModal({});
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('raj@example.com');
    expect(dialog).toHaveTextContent('Verify your account before you sign in or request a verification email.');
    expect(dialog).toHaveTextContent('Check your inbox and your spam folder.');
    expect(dialog).toHaveTextContent('Return here and refresh the page.');
  });

  it('Resend reads Sending... while busy, then confirms', async () => {
    let release: () => void = () => {};
    renderModal({ resendVerification: jest.fn(() => new Promise<void>((r) => (release = r))) });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Account Verification' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('An email has been sent to you. Please verify your account.')).toBeInTheDocument();
    expect(toasts()).toEqual(['Verification email sent! Please check your inbox.']);
  });

  it.each([
    [
      { code: 'auth/too-many-requests', message: 'Firebase: Error (auth/too-many-requests).' },
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    [{ code: 'auth/network-request-failed', message: 'x' }, 'Network error. Check your connection and try again.'],
    [{}, 'Failed to send verification email'],
  ])('a failed Resend speaks like sign-in errors (%o → %s)', async (error, text) => {
    renderModal({
      resendVerification: jest.fn(async () => {
        throw Object.assign(new Error(), error);
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Account Verification' }));
    await waitFor(() => expect(toasts()).toEqual([text]));
  });
});
