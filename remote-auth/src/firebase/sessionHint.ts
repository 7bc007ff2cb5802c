/**
 * Writes the one-bit hint that this browser has a Firebase session (the key and its reader,
 * `hasAuthSessionHint`, are in @mars/shared: the host reads it too), so Firebase loads at start only
 * for returning visitors (they see 'Welcome, {email}' without clicking) and never for everyone else.
 */
import { AUTH_SESSION_HINT_KEY as KEY } from '@mars/shared';

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
