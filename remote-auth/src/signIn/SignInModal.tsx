import { type AuthView, useSiteStore } from '@mars/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { authErrorCode } from '../errors/authErrorMessage';
import type { AuthAdapter } from '../firebase/authAdapter';
import { TOASTS } from '../messages/toasts';
import { Divider, LinkButton, Muted, Primary, Secondary, Title } from '../modal/formStyles';
import { Modal } from '../modal/Modal';
import { validateSignIn, validateSignUp } from '../validation/passwordRules';
import { GoogleMark } from './GoogleMark';
import { PasswordChecklist } from './PasswordChecklist';
import { ResetSent } from './ResetSent';
import { Row, Tabs } from './SignInModal.styles';
import { TextField } from './TextField';
import { useBusy } from './useBusy';

interface Props {
  view: AuthView;
  onView: (view: AuthView) => void;
  onClose: () => void;
  adapter: () => Promise<AuthAdapter>;
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
  // Firebase is started by the visitor's first use of the dialog (the pointer over it, a press, a
  // key, autofill), not by its opening: on a phone its start is a few tasks of 30-60 ms, which landed
  // on the taps made while the dialog opened, and a visitor who only looks and closes never needs it.
  // A sign-in is typed for seconds, time enough for it to load; a submit or Google waits for it.
  const firebaseStarted = useRef(false);
  const startFirebase = () => {
    if (firebaseStarted.current) return;
    firebaseStarted.current = true;
    adapter().catch(() => {
      firebaseStarted.current = false; // the submit says what went wrong; the next use tries again
    });
  };

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
    <Modal labelledBy={`${id}-t`} onClose={onClose} onUse={startFirebase}>
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
          <TextField
            label="Email Address*"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            data-autofocus
          />
          <TextField
            label="Password*"
            type="password"
            name="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={password}
            onValue={setPassword}
            aria-describedby={isSignUp ? `${id}-rules` : undefined}
          />
          {isSignUp ? (
            <>
              <TextField
                label="Verify New Password*"
                type="password"
                name="confirm"
                autoComplete="new-password"
                value={confirm}
                onValue={setConfirm}
              />
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
