import { hasAuthSessionHint, siteStore, useSiteStore } from '@mars/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { useSiteConfig } from '../config/siteConfig';
import { QuietSlot } from '../federation/QuietSlot';
import { forgetRemoteModule } from '../federation/RemoteSlot';

export const AUTH_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a moment.';

interface AuthAvailability {
  /** remote-auth failed to load (sign-in cannot open right now). */
  down: boolean;
  /** Loads remote-auth again (a visitor asked to sign in). */
  retry: () => void;
  /** The visitor is about to ask for sign-in (pointer over or focus on Login): start loading remote-auth. */
  warm: () => void;
}

/**
 * Whether remote-auth is down, read by subscription (a store). The context's value is one object for
 * the page's life: a new value would reach every slot still showing the edge's HTML (React cannot
 * tell which of them holds a consumer), and a slot whose code is not wanted yet would be rendered
 * anew, its placeholder instead of the page — a Login tap before the app emptied <main>.
 */
type AvailabilitySource = Omit<AuthAvailability, 'down'> & { down: StoreApi<boolean> };
const downStore = () => createStore<boolean>(() => false);

const AuthAvailabilityContext = createContext<AvailabilitySource>({ down: downStore(), retry: () => {}, warm: () => {} });
export function useAuthAvailability(): AuthAvailability {
  const { down, retry, warm } = useContext(AuthAvailabilityContext);
  return { down: useStore(down), retry, warm };
}

/**
 * Mounts remote-auth (it restores a session and owns the sign-in modal) only when it is needed:
 * at once for a returning visitor (the session hint is set; the app itself starts after the first
 * paint, and the header holds Login's place until the session is back), and for everyone else
 * when they reach for Login or anything asks for sign-in; the request waits in the store until
 * remote-auth performs it. If it cannot load, the site stays usable signed out, and a Login click
 * explains why nothing opened instead of failing silently.
 */
export function AuthMount({ children }: { children: ReactNode }) {
  const config = useSiteConfig();
  // Read once mounted: the page's first render must be the build's, so React can hydrate it.
  const [returning, setReturning] = useState(false);
  useEffect(() => setReturning(hasAuthSessionHint()), []);
  const asked = useSiteStore((s) => s.authIntent !== null);
  const [warmed, setWarmed] = useState(false);
  const [down] = useState(downStore);
  const [attempt, setAttempt] = useState(0);
  // Once wanted, it stays: remote-auth consumes the request that asked for it (then nothing asks).
  const [kept, setKept] = useState(false);
  const wanted = kept || returning || asked || warmed;
  useEffect(() => {
    if (wanted) setKept(true);
  }, [wanted]);

  const onStatus = useCallback(
    (status: 'loaded' | 'failed') => {
      down.setState(status === 'failed', true);
      if (status !== 'failed') return;
      const { authIntent, consumeAuthIntent, toast } = siteStore.getState();
      if (authIntent?.kind === 'open') {
        consumeAuthIntent(authIntent.id);
        toast('error', AUTH_UNAVAILABLE);
      }
    },
    [down],
  );
  const retry = useCallback(() => {
    forgetRemoteModule('auth/AuthRoot');
    setAttempt((a) => a + 1);
  }, []);
  const warm = useCallback(() => setWarmed(true), []);
  const availability = useMemo(() => ({ down, retry, warm }), [down, retry, warm]);

  return (
    <AuthAvailabilityContext.Provider value={availability}>
      {children}
      {wanted && config && <QuietSlot key={attempt} id="auth/AuthRoot" firebase={config.firebase} onStatus={onStatus} />}
    </AuthAvailabilityContext.Provider>
  );
}
