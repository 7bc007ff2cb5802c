/**
 * The only module that talks to Firebase Auth (loaded lazily: visitors who never sign in never
 * download it). It performs sign-in, sign-up, verification and Google sign-in, and mirrors the
 * Firebase user into the shared store through the pure transitions in ../session.
 */
import { type AuthUser, type FirebaseClientConfig, siteStore } from '@mars/shared';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { signedInUnverified, signedOut, signedUp, userChanged } from '../session/transitions';
import { clearSessionHint, setSessionHint } from './sessionHint';
import { remindOncePerSession } from './verifyReminder';

const toAuthUser = (u: User): AuthUser => ({ uid: u.uid, email: u.email ?? '', emailVerified: u.emailVerified });

export interface AuthAdapter {
  signIn(email: string, password: string): Promise<AuthUser>;
  signUp(email: string, password: string): Promise<AuthUser>;
  resendVerification(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  signInWithGoogle(): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Re-reads the user from the server (after the visitor clicked the e-mail link elsewhere). */
  refresh(): Promise<void>;
}

export function createAuthAdapter(config: FirebaseClientConfig): AuthAdapter {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, 'mars-auth');
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  const set = siteStore.getState().setSession;
  onAuthStateChanged(auth, (user) => {
    if (user) setSessionHint();
    else clearSessionHint();
    if (!user) return set(signedOut());
    const u = toAuthUser(user);
    // A returning session whose address is still unverified: 'Verify Your Email', once per browser session.
    set(!u.emailVerified && remindOncePerSession() ? signedInUnverified(u) : userChanged(u));
  });

  const current = () => {
    if (!auth.currentUser) throw Object.assign(new Error('Please sign in again.'), { code: 'auth/no-current-user' });
    return auth.currentUser;
  };

  return {
    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      remindOncePerSession(); // shown now, by the sign-in
      set(signedInUnverified(toAuthUser(user)));
      return toAuthUser(user);
    },
    async signUp(email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user);
      set(signedUp(toAuthUser(user)));
      return toAuthUser(user);
    },
    async resendVerification() {
      await sendEmailVerification(current());
    },
    async sendPasswordReset(email) {
      await sendPasswordResetEmail(auth, email);
    },
    async signInWithGoogle() {
      // Firebase opens a 500×600 popup; a newer call cancels an older one (auth/cancelled-popup-request),
      // and a closed popup fails with auth/popup-closed-by-user.
      const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
      remindOncePerSession();
      set(signedInUnverified(toAuthUser(user)));
      return toAuthUser(user);
    },
    async signOut() {
      await signOut(auth);
      clearSessionHint();
      set(signedOut());
    },
    async refresh() {
      const user = auth.currentUser;
      if (!user) return;
      await user.reload();
      if (user.emailVerified) await user.getIdToken(true);
      set(userChanged(toAuthUser(user)));
    },
  };
}
