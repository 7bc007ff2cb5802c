import { useSiteStore } from '@mars/shared';
import { useEffect, useId, useState } from 'react';
import { authErrorMessage, GENERIC_ERROR } from '../errors/authErrorMessage';
import type { AuthAdapter } from '../firebase/authAdapter';
import { TOASTS } from '../messages/toasts';
import { Muted, Notice, Primary, Title } from '../modal/formStyles';
import { Modal } from '../modal/Modal';
import { verificationClosed, verificationVariant } from '../session/transitions';

/**
 * Shown when the auth context says so; not closable by an outside click. While open it re-checks
 * the account whenever the visitor comes back to the tab, so clicking the e-mail link elsewhere
 * turns it into 'Email Verified!'.
 */
export function VerificationModal({ adapter }: { adapter: () => Promise<AuthAdapter> }) {
  const session = useSiteStore((s) => s.session);
  const setSession = useSiteStore((s) => s.setSession);
  const toast = useSiteStore((s) => s.toast);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const id = useId();
  const variant = verificationVariant(session);
  const email = session.pendingUserEmail ?? session.unverifiedUser?.email ?? session.user?.email ?? '';

  useEffect(() => {
    const check = () =>
      document.visibilityState === 'visible' &&
      adapter()
        .then((a) => a.refresh())
        .catch(() => {});
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [adapter]);

  const close = () => setSession(verificationClosed(session, false));
  const resend = async () => {
    setSending(true);
    try {
      await (await adapter()).resendVerification();
      toast('success', TOASTS.verificationSent);
      setSent(true);
    } catch (err) {
      // The same words as sign-in errors; the spec's own line when there are none.
      const message = authErrorMessage(err);
      toast('error', message === GENERIC_ERROR ? TOASTS.resendFailed : message);
    } finally {
      setSending(false);
    }
  };

  if (variant === 'verified') {
    return (
      <Modal labelledBy={`${id}-t`} onClose={close}>
        <Title id={`${id}-t`}>Email Verified!</Title>
        <p>Email verification successful!</p>
        <p>You now have full access to the application.</p>
        <Primary type="button" data-autofocus onClick={() => setSession(verificationClosed(session, true))}>
          Continue to Application
        </Primary>
      </Modal>
    );
  }

  if (variant === 'first-time') {
    return (
      <Modal labelledBy={`${id}-t`} onClose={close}>
        <Title id={`${id}-t`}>Welcome! Account Created Successfully</Title>
        <p>
          An email has been sent to <strong>{email}</strong>
        </p>
        <p>Please verify your account to continue.</p>
        <h3>What's next?</h3>
        <ol>
          <li>Open the email we just sent (check your spam folder too).</li>
          <li>Click the verification link in it.</li>
          <li>Come back here and sign in to continue.</li>
        </ol>
        <Primary type="button" data-autofocus onClick={resend} disabled={sending}>
          {sending ? 'Sending...' : 'Resend Account Verification'}
        </Primary>
      </Modal>
    );
  }

  // Unverified: signed in with an address not verified yet (still signed out as far as the site goes).
  return (
    <Modal labelledBy={`${id}-t`} onClose={close}>
      <Title id={`${id}-t`}>Verify Your Email</Title>
      <Notice role="alert">
        <p>Verify your account before you sign in or request a verification email.</p>
        <p>Can't find the email? Check your spam or junk folder.</p>
      </Notice>
      <p>
        We sent a verification link to <strong>{email}</strong>.
      </p>
      {sent && <p>An email has been sent to you. Please verify your account.</p>}
      <ol>
        <li>Check your inbox and your spam folder.</li>
        <li>Click the link in the email.</li>
        <li>Return here and refresh the page.</li>
      </ol>
      <Primary type="button" data-autofocus onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Resend Account Verification'}
      </Primary>
      <Muted>Wrong address? Close this and use Logout to start again.</Muted>
    </Modal>
  );
}
