/**
 * The version of the contracts in contracts.ts. Bump the major when a change there breaks a caller:
 * the host refuses (shows the fallback for) a remote built against another major.
 * Kept in its own file so build configs and the host's federation runtime plugin can read it
 * without importing the shared singleton.
 */
export const CONTRACT_VERSION = '1.0.0';

/** The major part of a contract version ("1.4.2" → 1); NaN when it is not a version. */
export function contractMajor(version: unknown): number {
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+/.test(version)) return Number.NaN;
  return Number(version.split('.')[0]);
}
