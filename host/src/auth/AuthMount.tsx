import { siteStore } from '@mars/shared';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { forgetRemoteModule, RemoteSlot, useAfterFirstPaint } from '../federation/RemoteSlot';

export const AUTH_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a moment.';

interface AuthAvailability {
  /** remote-auth failed to load (sign-in cannot open right now). */
  down: boolean;
  /** Loads remote-auth again (a visitor asked to sign in). */
  retry: () => void;
}

const AuthAvailabilityContext = createContext<AuthAvailability>({ down: false, retry: () => {} });
export const useAuthAvailability = () => useContext(AuthAvailabilityContext);

/**
 * Loads remote-auth after the page has painted (it restores a session and owns the sign-in
 * modal). If it cannot load, the site stays usable signed out, and a Login click explains why
 * nothing opened instead of failing silently.
 */
export function AuthMount({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const ready = useAfterFirstPaint();
  const [down, setDown] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const onStatus = useCallback((status: 'loaded' | 'failed') => {
    setDown(status === 'failed');
    if (status !== 'failed') return;
    const { authIntent, consumeAuthIntent, toast } = siteStore.getState();
    if (authIntent?.kind === 'open') {
      consumeAuthIntent(authIntent.id);
      toast('error', AUTH_UNAVAILABLE);
    }
  }, []);
  const retry = useCallback(() => {
    forgetRemoteModule('auth/AuthRoot');
    setAttempt((a) => a + 1);
  }, []);

  return (
    <AuthAvailabilityContext.Provider value={{ down, retry }}>
      {children}
      {ready && config && <RemoteSlot key={attempt} id="auth/AuthRoot" firebase={config.firebase} quiet onStatus={onStatus} />}
    </AuthAvailabilityContext.Provider>
  );
}
