/**
 * What remote-auth tells a visitor in a toast (the spec's wording, §8), for both modals; an error
 * from the identity service is worded by errors/authErrorMessage.ts.
 */
export const TOASTS = {
  signedIn: 'Signed in successfully!',
  signedInUnverified: 'Signed in! Please verify your email to continue.',
  verificationSent: 'Verification email sent! Please check your inbox.',
  resendFailed: 'Failed to send verification email',
  google: 'Signed in with Google successfully!',
  googleFailed: 'Failed to sign in with Google',
  resetNeedsEmail: 'Enter your email address first, then choose "Forgot your password?".',
} as const;
