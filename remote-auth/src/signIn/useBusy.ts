import { useSiteStore } from '@mars/shared';
import { useState } from 'react';
import { authErrorMessage } from '../errors/authErrorMessage';

/** One action at a time: marks it busy while it runs, toasts its failure in words (authErrorMessage). */
export function useBusy() {
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
