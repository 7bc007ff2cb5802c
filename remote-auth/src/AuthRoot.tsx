import { type AuthView, type FirebaseClientConfig, hasAuthSessionHint, siteStore, useSiteStore } from '@mars/shared';
import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { AuthAdapter } from './firebase/authAdapter';
import { loadAuthAdapter } from './firebase/loadAuthAdapter';
// With AuthRoot, not after it: most visitors it is mounted for came to sign in, and a dialog asked
// for only once AuthRoot had rendered was one more round trip after their tap (the manifest lists
// this file beside AuthRoot's, so the federation runtime fetches both at once).
import { SignInModal } from './signIn/SignInModal';

const VerificationModal = lazy(() => import('./verification/VerificationModal').then((m) => ({ default: m.VerificationModal })));

/**
 * Exposed as `auth/AuthRoot`; the host mounts it after first paint. It loads Firebase only when
 * needed (a returning session, or the visitor using the sign-in dialog), performs the store's auth intents
 * and renders the sign-in and verification modals.
 */
export default function AuthRoot({ firebase }: { firebase: FirebaseClientConfig }) {
  const intent = useSiteStore((s) => s.authIntent);
  const showVerification = useSiteStore((s) => s.session.showVerificationModal);
  const [view, setView] = useState<AuthView | null>(null);
  const adapterPromise = useRef<Promise<AuthAdapter> | null>(null);

  const adapter = useCallback(() => {
    adapterPromise.current ??= loadAuthAdapter(firebase);
    adapterPromise.current.catch(() => {
      adapterPromise.current = null; // let the next attempt load it again
    });
    return adapterPromise.current;
  }, [firebase]);

  useEffect(() => {
    if (hasAuthSessionHint()) {
      adapter().catch(() => siteStore.getState().setSession({ loading: false }));
    } else {
      siteStore.getState().setSession({ loading: false });
    }
  }, [adapter]);

  useEffect(() => {
    if (!intent) return;
    const { consumeAuthIntent, toast } = siteStore.getState();
    consumeAuthIntent(intent.id);
    if (intent.kind === 'open' && intent.view === 'unverified') {
      // 'Email not verified' in the header: the 'Verify Your Email' modal, for a visitor who has one to verify.
      if (siteStore.getState().session.unverifiedUser) siteStore.getState().setSession({ showVerificationModal: true });
    } else if (intent.kind === 'open') {
      // Rendered in a transition: the dialog's first render yields to the browser in slices, and its
      // opening (showModal, focus: style and layout) runs in a task after the commit, not in it.
      // Firebase is not started here: the dialog starts it at the visitor's first use (SignInModal).
      startTransition(() => setView(intent.view));
    } else {
      adapter()
        .then((a) => a.signOut())
        .catch(() => toast('error', 'Could not sign out. Please try again.'));
    }
  }, [intent, adapter]);

  return (
    <Suspense fallback={null}>
      {view && <SignInModal view={view} onView={setView} onClose={() => setView(null)} adapter={adapter} />}
      {showVerification && !view && <VerificationModal adapter={adapter} />}
    </Suspense>
  );
}
