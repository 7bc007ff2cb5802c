import { type AuthView, selectSignedInUser, siteStore, theme } from '@mars/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import type { AuthAdapter } from '../firebase/authAdapter';
import { signedInUnverified, signedOut } from '../session/transitions';
import { SignInModal } from './SignInModal';

function fakeAdapter(overrides: Partial<AuthAdapter> = {}): AuthAdapter {
  return {
    signIn: jest.fn(async (email) => ({ uid: 'u', email, emailVerified: true })),
    signUp: jest.fn(async (email) => ({ uid: 'u', email, emailVerified: false })),
    resendVerification: jest.fn(async () => {}),
    sendPasswordReset: jest.fn(async () => {}),
    signInWithGoogle: jest.fn(async () => ({ uid: 'g', email: 'g@example.com', emailVerified: true })),
    signOut: jest.fn(async () => {}),
    refresh: jest.fn(async () => {}),
    ...overrides,
  };
}

function Harness({ adapter, start = 'signin' }: { adapter: AuthAdapter; start?: AuthView }) {
  const [view, setView] = useState<AuthView | null>(start);
  return (
    <ThemeProvider theme={theme}>
      {view ? <SignInModal view={view} onView={setView} onClose={() => setView(null)} adapter={async () => adapter} /> : <p>closed</p>}
    </ThemeProvider>
  );
}

const toasts = () => siteStore.getState().toasts.map((t) => t.message);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.submit(screen.getByRole('button', { name }).closest('form') as HTMLFormElement);

beforeEach(() => siteStore.setState({ toasts: [], session: { ...signedOut() } }));

describe('sign-in modal', () => {
  it('starts Firebase at the first use of the dialog, not at its opening, and once', async () => {
    const load = jest.fn(async () => fakeAdapter());
    render(
      <ThemeProvider theme={theme}>
        <SignInModal view="signin" onView={() => {}} onClose={() => {}} adapter={load} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('dialog')); // the backdrop: it does nothing
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('Email Address*'), { key: 'a' });
    fireEvent.input(screen.getByLabelText('Email Address*'), { target: { value: 'a' } });
    fireEvent.pointerDown(screen.getByLabelText('Password*'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a Firebase that failed to start is tried again at the next use', async () => {
    const load = jest.fn<Promise<AuthAdapter>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fakeAdapter());
    render(
      <ThemeProvider theme={theme}>
        <SignInModal view="signin" onView={() => {}} onClose={() => {}} adapter={load} />
      </ThemeProvider>,
    );
    fireEvent.keyDown(screen.getByLabelText('Email Address*'), { key: 'a' });
    await act(async () => {}); // its failure reported
    fireEvent.keyDown(screen.getByLabelText('Email Address*'), { key: 'b' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('has the tabs, Google button and the spec labels', () => {
    render(<Harness adapter={fakeAdapter()} />);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address*')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email Address*')).toBeRequired();
    expect(screen.getByLabelText('Password*')).toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Verify New Password*')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByLabelText('Verify New Password*')).not.toBeInTheDocument();
  });

  it('a short sign-in password toasts and sends nothing', () => {
    const adapter = fakeAdapter();
    render(<Harness adapter={adapter} />);
    type('Email Address*', 'ana@example.com');
    type('Password*', '12345');
    submit('Sign In');
    expect(toasts()).toEqual(['Password must be at least 6 characters']);
    expect(adapter.signIn).not.toHaveBeenCalled();
  });

  it('sign-up: mismatch, then weak password, each toasts; the checklist follows typing', () => {
    const adapter = fakeAdapter();
    render(<Harness adapter={adapter} start="signup" />);
    type('Email Address*', 'ana@example.com');
    type('Password*', 'abc');
    expect(document.querySelector('[data-rule="lower"]')).toHaveAttribute('data-met', 'true');
    expect(document.querySelector('[data-rule="upper"]')).toHaveAttribute('data-met', 'false');
    type('Verify New Password*', 'abd');
    submit('Sign Up');
    type('Verify New Password*', 'abc');
    submit('Sign Up');
    expect(toasts()).toEqual(['Passwords do not match', 'Password does not meet all requirements']);
    expect(adapter.signUp).not.toHaveBeenCalled();
  });

  it('a verified sign-in toasts success and closes', async () => {
    render(<Harness adapter={fakeAdapter()} />);
    type('Email Address*', 'ana@example.com');
    type('Password*', 'secret1');
    submit('Sign In');
    await screen.findByText('closed');
    expect(toasts()).toEqual(['Signed in successfully!']);
  });

  it('an unverified sign-in toasts, closes the sign-in modal and leaves the visitor signed out (the verification modal takes over)', async () => {
    // As the real adapter does: an unverified user is held aside and the verification modal asked for.
    const signIn = jest.fn(async (email: string) => {
      const user = { uid: 'u', email, emailVerified: false };
      siteStore.getState().setSession(signedInUnverified(user));
      return user;
    });
    render(<Harness adapter={fakeAdapter({ signIn })} />);
    type('Email Address*', 'raj@example.com');
    type('Password*', 'secret1');
    submit('Sign In');
    await screen.findByText('closed');
    expect(toasts()).toEqual(['Signed in! Please verify your email to continue.']);
    expect(selectSignedInUser(siteStore.getState())).toBeNull();
    expect(siteStore.getState().session).toMatchObject({
      user: null,
      isEmailVerified: false,
      unverifiedUser: { email: 'raj@example.com' },
      showVerificationModal: true,
    });
  });

  it('provider errors read as sentences; Google failures say so', async () => {
    const adapter = fakeAdapter({
      signIn: jest.fn(async () => {
        throw Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
      }),
      signInWithGoogle: jest.fn(async () => {
        throw Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
      }),
    });
    render(<Harness adapter={adapter} />);
    type('Email Address*', 'ana@example.com');
    type('Password*', 'wrong-password');
    submit('Sign In');
    await waitFor(() => expect(toasts()).toEqual(['Incorrect email or password.']));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(toasts()).toContain('Failed to sign in with Google'));
  });

  it('Forgot your password? sends a reset e-mail and says so on a page of its own, never the verification text', async () => {
    const adapter = fakeAdapter();
    render(<Harness adapter={adapter} />);
    type('Email Address*', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await waitFor(() => expect(adapter.sendPasswordReset).toHaveBeenCalledWith('ana@example.com'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('If an account exists for ana@example.com, a reset link is on its way.');
    expect(dialog).not.toHaveTextContent(/verify/i);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  /** 'Forgot your password?' for `email`, the identity service failing with `code`. */
  const resetFailingWith = (code: string, email: string) => {
    const failure = Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    render(<Harness adapter={fakeAdapter({ sendPasswordReset: jest.fn(async () => Promise.reject(failure)) })} />);
    type('Email Address*', email);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  };

  it('says the same for an address with no account (it cannot be used to find out who has one)', async () => {
    resetFailingWith('auth/user-not-found', 'nobody@example.com');
    expect(await screen.findByText(/a reset link is on its way/)).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('a reset request that fails for another reason says why, in words', async () => {
    resetFailingWith('auth/network-request-failed', 'ana@example.com');
    await waitFor(() => expect(toasts()).toEqual(['Network error. Check your connection and try again.']));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });
});
