import { useId } from 'react';
import { Muted, Secondary, Title } from '../modal/formStyles';
import { Modal } from '../modal/Modal';

/**
 * After 'Forgot your password?': its own page, never the verification text. It says the same for
 * an address with and without an account, so the form cannot be used to find out who has one.
 */
export function ResetSent({ email, onBack, onClose }: { email: string; onBack: () => void; onClose: () => void }) {
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
