import { type AuthSession, type AuthUser, SIGNED_OUT } from '@mars/shared';

/** The auth context's transitions, as pure functions of events (tested without Firebase). */

/** Firebase reported a user (or none). An unverified user is held aside and counts as signed out. */
export function userChanged(user: AuthUser | null): Partial<AuthSession> {
  if (!user) return signedOut();
  if (user.emailVerified) {
    return { user, isEmailVerified: true, unverifiedUser: null, loading: false };
  }
  return { user: null, isEmailVerified: false, unverifiedUser: user, loading: false };
}

/**
 * A visitor whose address is not verified signed in (or came back with such a session): held as
 * unverified — still signed out — and the 'Verify Your Email' modal shows, with Resend.
 */
export function signedInUnverified(user: AuthUser): Partial<AuthSession> {
  return { ...userChanged(user), showVerificationModal: !user.emailVerified };
}

/** Sign-up: account created and verification e-mail sent. */
export function signedUp(user: AuthUser): Partial<AuthSession> {
  return {
    ...userChanged(user),
    isFirstTimeSignup: true,
    pendingUserEmail: user.email,
    showVerificationModal: true,
  };
}

/** Logout clears the first-time flag, the pending e-mail and the unverified user. */
export function signedOut(): AuthSession {
  return { ...SIGNED_OUT, loading: false };
}

/** Closing the verification modal: allowed from 'Continue to Application' only once verified. */
export function verificationClosed(session: AuthSession, byContinue: boolean): Partial<AuthSession> {
  if (byContinue && !session.isEmailVerified) return {};
  return { showVerificationModal: false, isFirstTimeSignup: false };
}

export type VerificationVariant = 'verified' | 'first-time' | 'unverified';

export function verificationVariant(session: AuthSession): VerificationVariant {
  if (session.isEmailVerified) return 'verified';
  if (session.isFirstTimeSignup) return 'first-time';
  return 'unverified';
}
