/**
 * A returning visitor whose address is not verified yet is shown 'Verify Your Email' once per
 * browser session (not on every page load: the header's 'Email not verified' opens it again).
 */
const KEY = 'mars.auth.verify-reminded';

export function remindOncePerSession(): boolean {
  try {
    if (globalThis.sessionStorage?.getItem(KEY)) return false;
    globalThis.sessionStorage?.setItem(KEY, '1');
  } catch {
    // storage blocked: remind (a modal too often beats a visitor stuck unverified)
  }
  return true;
}
