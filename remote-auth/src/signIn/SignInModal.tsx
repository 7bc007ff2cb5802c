import { type AuthView, useSiteStore } from '@mars/shared';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { authErrorCode, authErrorMessage } from '../errors/authErrorMessage';
import type { AuthAdapter } from '../firebase/authAdapter';
import { Divider, Field, LinkButton, Muted, Primary, Secondary, Title } from '../modal/formStyles';
import { Modal } from '../modal/Modal';
import { validateSignIn, validateSignUp } from '../validation/passwordRules';
import { PasswordChecklist } from './PasswordChecklist';

export const TOASTS = {
  signedIn: 'Signed in successfully!',
  signedInUnverified: 'Signed in! Please verify your email to continue.',
  verificationSent: 'Verification email sent! Please check your inbox.',
  resendFailed: 'Failed to send verification email',
  google: 'Signed in with Google successfully!',
  googleFailed: 'Failed to sign in with Google',
  resetNeedsEmail: 'Enter your email address first, then choose "Forgot your password?".',
} as const;

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.paper};
  button {
    min-height: 40px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.ink}; box-shadow: 0 1px 3px rgba(15,23,42,.12); }
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -8px 0 ${({ theme }) => theme.space(2)};
`;

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

interface Props {
  view: AuthView;
  onView: (view: AuthView) => void;
  onClose: () => void;
  adapter: () => Promise<AuthAdapter>;
}

/** One action at a time: marks it busy while it runs, toasts its failure in words (authErrorMessage). */
function useBusy() {
  const toast = useSiteStore((s) => s.toast);
  const [busy, setBusy] = useState<null | 'form' | 'google' | 'reset'>(null);
  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<void>, onError?: (err: unknown) => void) => {
    setBusy(kind);
    try {
      await action();
    } catch (err) {
      (onError ?? ((e) => toast('error', authErrorMessage(e))))(err);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/**
 * After 'Forgot your password?': its own page, never the verification text. It says the same for
 * an address with and without an account, so the form cannot be used to find out who has one.
 */
function ResetSent({ email, onBack, onClose }: { email: string; onBack: () => void; onClose: () => void }) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-t`} onClose={onClose}>
      <Title id={`${id}-t`}>Check your inbox</Title>
      <p>
        If an account exists for <strong>{email}</strong>, a reset link is on its way.
      </p>
      <Muted>Open it to choose a new password, then sign in. Can't find it? Look in your spam or junk folder.</Muted>
      <Secondary type="button" onClick={onBack} data-autofocus>
        Back to Sign In
      </Secondary>
    </Modal>
  );
}

/**
 * The sign-in modal: sign-in and sign-up (tabs), and the page after a password-reset request. A
 * visitor whose address is not verified is signed in as unverified and handed to the 'Verify Your
 * Email' modal (VerificationModal).
 */
export function SignInModal({ view, onView, onClose, adapter }: Props) {
  const toast = useSiteStore((s) => s.toast);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, run } = useBusy();
  const id = useId();
  const isSignUp = view === 'signup';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = isSignUp ? validateSignUp(password, confirm) : validateSignIn(password);
    if (problem) {
      toast('error', problem);
      return;
    }
    await run('form', async () => {
      const a = await adapter();
      if (isSignUp) {
        await a.signUp(email, password);
        onClose(); // the verification modal takes over
        return;
      }
      const user = await a.signIn(email, password);
      toast(user.emailVerified ? 'success' : 'info', user.emailVerified ? TOASTS.signedIn : TOASTS.signedInUnverified);
      onClose(); // an unverified visitor: the verification modal takes over
    });
  };

  const google = () =>
    run(
      'google',
      async () => {
        await (await adapter()).signInWithGoogle();
        toast('success', TOASTS.google);
        onClose();
      },
      // A newer popup replaced this attempt: that attempt reports for itself.
      (err) => authErrorCode(err) !== 'auth/cancelled-popup-request' && toast('error', TOASTS.googleFailed),
    );

  const forgot = async () => {
    if (!email) {
      toast('info', TOASTS.resetNeedsEmail);
      return;
    }
    await run('reset', async () => {
      try {
        await (await adapter()).sendPasswordReset(email);
      } catch (err) {
        // The same page for an address with no account (see ResetSent).
        if (authErrorCode(err) !== 'auth/user-not-found') throw err;
      }
      onView('reset-sent');
    });
  };

  if (view === 'reset-sent') return <ResetSent email={email} onBack={() => onView('signin')} onClose={onClose} />;

  return (
    <Modal labelledBy={`${id}-t`} onClose={onClose}>
      <Title id={`${id}-t`}>{isSignUp ? 'Create your account' : 'Welcome back'}</Title>
      <Tabs role="tablist" aria-label="Account">
        <button type="button" role="tab" aria-selected={!isSignUp} aria-controls={`${id}-panel`} onClick={() => onView('signin')}>
          Sign In
        </button>
        <button type="button" role="tab" aria-selected={isSignUp} aria-controls={`${id}-panel`} onClick={() => onView('signup')}>
          Sign Up
        </button>
      </Tabs>
      <div id={`${id}-panel`} role="tabpanel" aria-label={isSignUp ? 'Sign Up' : 'Sign In'}>
        <Secondary type="button" onClick={google} disabled={busy === 'google'}>
          <GoogleMark />
          Continue with Google
        </Secondary>
        <Divider>or use your email</Divider>
        <form onSubmit={onSubmit} noValidate={false}>
          <Field>
            Email Address*
            <input
              type="email"
              name="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              data-autofocus
            />
          </Field>
          <Field>
            Password*
            <input
              type="password"
              name="password"
              required
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={isSignUp ? `${id}-rules` : undefined}
            />
          </Field>
          {isSignUp ? (
            <>
              <Field>
                Verify New Password*
                <input
                  type="password"
                  name="confirm"
                  required
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </Field>
              <PasswordChecklist id={`${id}-rules`} password={password} />
            </>
          ) : (
            <Row>
              <LinkButton type="button" onClick={forgot} disabled={busy === 'reset'}>
                Forgot your password?
              </LinkButton>
            </Row>
          )}
          <Primary type="submit" disabled={busy === 'form'}>
            {busy === 'form' ? (isSignUp ? 'Creating account...' : 'Signing in...') : isSignUp ? 'Sign Up' : 'Sign In'}
          </Primary>
        </form>
        <Muted>
          {isSignUp ? (
            <>
              Already have an account?{' '}
              <LinkButton type="button" onClick={() => onView('signin')}>
                Sign In
              </LinkButton>
            </>
          ) : (
            <>
              Don't have an account?{' '}
              <LinkButton type="button" onClick={() => onView('signup')}>
                Create Account
              </LinkButton>
            </>
          )}
        </Muted>
      </div>
    </Modal>
  );
}
