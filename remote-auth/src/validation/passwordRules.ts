/** The special characters that count for the "special character" rule (a fixed punctuation set). */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

export interface PasswordRule {
  id: 'length' | 'digit' | 'letter' | 'special' | 'upper' | 'lower';
  label: string;
  test: (password: string) => boolean;
}

/** The sign-up checklist, in the order shown. */
export const PASSWORD_RULES: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'digit', label: 'At least one number', test: (p) => /\d/.test(p) },
  { id: 'letter', label: 'At least one letter', test: (p) => /[A-Za-z]/.test(p) },
  { id: 'special', label: 'At least one special character', test: (p) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)) },
  { id: 'upper', label: 'At least one uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'At least one lowercase letter', test: (p) => /[a-z]/.test(p) },
];

export const MIN_SIGN_IN_PASSWORD = 6;

export const MESSAGES = {
  shortPassword: 'Password must be at least 6 characters',
  mismatch: 'Passwords do not match',
  weak: 'Password does not meet all requirements',
} as const;

export function checkPassword(password: string): Record<PasswordRule['id'], boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(password)])) as Record<PasswordRule['id'], boolean>;
}

/** Sign in: returns the toast to show, or null when the form may be sent. */
export function validateSignIn(password: string): string | null {
  return password.length < MIN_SIGN_IN_PASSWORD ? MESSAGES.shortPassword : null;
}

/** Sign up: mismatch first, then the six rules. */
export function validateSignUp(password: string, confirm: string): string | null {
  if (password !== confirm) return MESSAGES.mismatch;
  if (!PASSWORD_RULES.every((r) => r.test(password))) return MESSAGES.weak;
  return null;
}
