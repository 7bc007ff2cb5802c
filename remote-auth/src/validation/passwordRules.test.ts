import { checkPassword, MESSAGES, PASSWORD_RULES, SPECIAL_CHARACTERS, validateSignIn, validateSignUp } from './passwordRules';

describe('password rules', () => {
  it('has the six rules of the spec in checklist order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'digit', 'letter', 'special', 'upper', 'lower']);
  });

  it('checks each rule on its own', () => {
    expect(checkPassword('')).toEqual({ length: false, digit: false, letter: false, special: false, upper: false, lower: false });
    expect(checkPassword('abcdefgh')).toMatchObject({
      length: true,
      letter: true,
      lower: true,
      upper: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('ABC1!')).toMatchObject({ length: false, digit: true, upper: true, special: true, lower: false });
  });

  it('counts only the fixed punctuation set as special', () => {
    for (const c of SPECIAL_CHARACTERS) expect(checkPassword(`x${c}`).special).toBe(true);
    expect(checkPassword('abc€ ').special).toBe(false);
  });

  it('sign in needs at least 6 characters', () => {
    expect(validateSignIn('12345')).toBe(MESSAGES.shortPassword);
    expect(MESSAGES.shortPassword).toBe('Password must be at least 6 characters');
    expect(validateSignIn('123456')).toBeNull();
  });

  it('sign up reports a mismatch before weak rules', () => {
    expect(validateSignUp('Abcdef1!', 'Abcdef1?')).toBe('Passwords do not match');
    expect(validateSignUp('abc', 'abc')).toBe('Password does not meet all requirements');
    expect(validateSignUp('abcdefg1!', 'abcdefg1!')).toBe(MESSAGES.weak); // no uppercase
    expect(validateSignUp('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});
