import { authErrorMessage, GENERIC_ERROR } from './authErrorMessage';

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-credential', 'Incorrect email or password.'],
    ['auth/wrong-password', 'Incorrect email or password.'],
    ['auth/user-not-found', 'Incorrect email or password.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Try signing in instead.'],
    ['auth/weak-password', 'Please choose a stronger password.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'Network error. Check your connection and try again.'],
    ['auth/popup-blocked', 'The sign-in window was blocked by your browser. Allow pop-ups for this site and try again.'],
  ])('%s reads as a sentence', (code, text) => {
    expect(authErrorMessage({ code, message: 'Firebase: Error (x).' })).toBe(text);
  });

  it("falls back to the provider's message, then to 'An error occurred'", () => {
    expect(authErrorMessage({ code: 'auth/internal-error', message: 'Firebase: internal (auth/internal-error).' })).toBe(
      'Firebase: internal (auth/internal-error).',
    );
    expect(authErrorMessage({ code: 'auth/whatever' })).toBe(GENERIC_ERROR);
    expect(authErrorMessage(null)).toBe('An error occurred');
    expect(authErrorMessage(undefined)).toBe('An error occurred');
  });
});
