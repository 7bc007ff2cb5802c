/**
 * A one-bit hint that this browser has a Firebase session, so AuthRoot loads Firebase at start only
 * for returning visitors (they see 'Welcome, {email}' without clicking) and never for everyone else.
 */
const KEY = 'mars.auth.hint';

export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(): void {
  try {
    globalThis.localStorage?.setItem(KEY, '1');
  } catch {
    /* the session still works for this page */
  }
}

export function clearSessionHint(): void {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
