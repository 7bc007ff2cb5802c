/** The spec's auth context. remote-auth is its only writer; everyone else reads it. */
export interface AuthUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export interface AuthSession {
  /** Set only when the e-mail is verified: an unverified user counts as signed out. */
  user: AuthUser | null;
  loading: boolean;
  isEmailVerified: boolean;
  showVerificationModal: boolean;
  isFirstTimeSignup: boolean;
  pendingUserEmail: string | null;
  unverifiedUser: AuthUser | null;
}

export const SIGNED_OUT: AuthSession = {
  user: null,
  loading: false,
  isEmailVerified: false,
  showVerificationModal: false,
  isFirstTimeSignup: false,
  pendingUserEmail: null,
  unverifiedUser: null,
};

/**
 * What `openAuth` opens: the sign-in modal's views, the page after a password-reset request, or
 * 'unverified' — the 'Verify Your Email' modal for a visitor whose address is not verified yet.
 */
export type AuthView = 'signin' | 'signup' | 'reset-sent' | 'unverified';

/** Requests from other apps that remote-auth performs; `id` lets it consume each one once. */
export type AuthIntent = { id: number; kind: 'open'; view: AuthView } | { id: number; kind: 'signOut' };

/**
 * A one-bit hint, kept in localStorage by remote-auth, that this browser has a Firebase session.
 * The host mounts remote-auth on page load only when it is set (a returning visitor sees Welcome
 * without clicking); everyone else gets remote-auth when they first ask for sign-in.
 */
export const AUTH_SESSION_HINT_KEY = 'mars.auth.hint';

export function hasAuthSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(AUTH_SESSION_HINT_KEY) === '1';
  } catch {
    return false; // storage blocked: treated as signed out until the visitor signs in
  }
}
