/** Human sentences for the identity errors visitors meet most; anything else shows the provider's message. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'auth/weak-password': 'Please choose a stronger password.',
  'auth/password-does-not-meet-requirements': 'Password does not meet all requirements',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/popup-blocked': 'The sign-in window was blocked by your browser. Allow pop-ups for this site and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
};

export const GENERIC_ERROR = 'An error occurred';

export function authErrorMessage(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (MESSAGES[code]) return MESSAGES[code];
  const message = typeof e?.message === 'string' ? e.message.trim() : '';
  return message || GENERIC_ERROR;
}

export const authErrorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};
