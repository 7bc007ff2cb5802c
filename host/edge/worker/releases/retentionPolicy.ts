/**
 * The retention policy, as plain rules over plain data: which releases of an app stay in the bucket
 * and which may go, each with the reason. Pure and free of any runtime's types, so the prune job
 * (retention/prune.ts) plans with it, the pointers object (pointers.ts) decides again with it under
 * its own lock before anything is deleted, and the CLI and the figures read the same verdicts.
 *
 * Always kept, whatever their age: the live release, a running canary, the rollback targets (the
 * first `keepLast` of the pointer's history), a canary that ended so recently that a page made of
 * it may still ask for its run-time config (ENDED_CANARY_GRACE_MS), and a release a verified QA
 * override named within the window. Any other release stays `keepDays` after it was last live — as
 * the live release or a canary — or, never live, after it was published; then it may be removed.
 */
import type { AppPointer, PointerEvent } from './pointerState';

export interface RetentionPolicy {
  /** How long a release stays after it was last live (never live: after it was published), in days. */
  keepDays: number;
  /** How many of the releases live before the current one (the rollback targets) always stay. */
  keepLast: number;
}

/**
 * 30 days: an open tab works for a month after its releases left (a weekend is 3 days; a laptop
 * closed over a holiday, two weeks), as long as the longest window Vercel's Skew Protection offers;
 * storage costs little (README, "Retention"). 10: every release a rollback can reach (the pointer
 * keeps ten), so retention never removes a rollback target.
 */
export const RETENTION_DEFAULTS: RetentionPolicy = { keepDays: 30, keepLast: 10 };

/** When the Cron Trigger prunes (once a day, at a quiet hour): the same string is in wrangler.jsonc's crons. */
export const PRUNE_CRON = '17 3 * * *';

/** The most rollback targets a pointer holds (pointers.ts: HISTORY_LENGTH). */
export const MAX_KEEP_LAST = 10;

const DAY_MS = 24 * 3600_000;

/** The policy from the Worker's RETENTION_POLICY (only what differs from the defaults); a bad value is an error that says which. */
export function retentionPolicyFrom(raw: unknown): RetentionPolicy {
  const given = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? {});
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new Error('RETENTION_POLICY must be an object');
  const policy = { ...RETENTION_DEFAULTS, ...(given as Partial<RetentionPolicy>) };
  for (const key of Object.keys(given)) if (!(key in RETENTION_DEFAULTS)) throw new Error(`RETENTION_POLICY.${key} is not a setting`);
  if (typeof policy.keepDays !== 'number' || !Number.isFinite(policy.keepDays) || policy.keepDays < 1)
    throw new Error('RETENTION_POLICY.keepDays must be a number of days, at least 1');
  if (!Number.isInteger(policy.keepLast) || policy.keepLast < 0 || policy.keepLast > MAX_KEEP_LAST)
    throw new Error(`RETENTION_POLICY.keepLast must be a whole number from 0 to ${MAX_KEEP_LAST}`);
  return policy;
}

/**
 * What the pointers object records for retention (kept apart from the pointers pages read): per
 * `<app>/<id>`, when it last stopped being live, when a QA override last named it, and the releases
 * being removed or removed (a promote of one is refused: pointers.ts).
 */
export interface RetentionBook {
  /** Since when the object keeps this book: a release with no entry may have been live until then. */
  since: string;
  lastLive: Record<string, string>;
  qaNamed: Record<string, string>;
  removing: Record<string, string>;
  removed: Record<string, string>;
}

export const emptyBook = (now: string): RetentionBook => ({ since: now, lastLive: {}, qaNamed: {}, removing: {}, removed: {} });

export const bookKey = (app: string, id: string): string => `${app}/${id}`;

/** A release as the bucket holds it: published (its record's date), or an upload never published (its newest file's). */
export interface StoredRelease {
  id: string;
  publishedAt: string | null;
  uploadedAt: string;
}

/** What else the rules look at: the app's pointer, the canary events, the book, the canary config's grace. */
export interface RetentionContext {
  app: string;
  pointer: AppPointer | undefined;
  events: PointerEvent[];
  book: RetentionBook;
  /** How long after a canary ends a page made of it may still ask for its config (canary/variant.ts). */
  configGraceMs: number;
}

export type RetentionRule = 'live' | 'canary' | 'rollback' | 'config' | 'qa' | 'window';
export type RetentionVerdict = { keep: true; rule: RetentionRule; reason: string } | { keep: false; reason: string };

const days = (ms: number) => `${(ms / DAY_MS).toFixed(1)} days`;
const ago = (ms: number) =>
  ms < 3600_000 ? `${Math.max(0, Math.round(ms / 60_000))} min` : ms < DAY_MS ? `${(ms / 3600_000).toFixed(1)} h` : days(ms);

/** Whether `release` of the context's app stays at `now`, and why (first rule that keeps it, else why it may go). */
export function retentionVerdict(release: StoredRelease, c: RetentionContext, policy: RetentionPolicy, now: number): RetentionVerdict {
  const { id } = release;
  const key = bookKey(c.app, id);
  if (release.publishedAt === null) {
    const age = now - Date.parse(release.uploadedAt);
    return age < policy.keepDays * DAY_MS
      ? { keep: true, rule: 'window', reason: `an upload not yet published, ${ago(age)} old` }
      : { keep: false, reason: `an upload never published, ${ago(age)} old (past ${policy.keepDays} days)` };
  }
  if (c.pointer?.current === id) return { keep: true, rule: 'live', reason: 'live' };
  if (c.pointer?.canary?.id === id) return { keep: true, rule: 'canary', reason: `canary for ${c.pointer.canary.percent}% of visitors` };
  const back = (c.pointer?.history ?? []).slice(0, policy.keepLast).indexOf(id);
  if (back >= 0) return { keep: true, rule: 'rollback', reason: `rollback target ${back + 1} of ${policy.keepLast}` };
  const ended = c.events.find((e) => e.app === c.app && e.id === id && e.action !== 'started' && now - Date.parse(e.at) < c.configGraceMs);
  if (ended)
    return { keep: true, rule: 'config', reason: `a canary that ended ${ago(now - Date.parse(ended.at))} ago: its pages' config names it` };
  const windowMs = policy.keepDays * DAY_MS;
  const named = c.book.qaNamed[key];
  if (named && now - Date.parse(named) < windowMs)
    return { keep: true, rule: 'qa', reason: `named by a QA override ${ago(now - Date.parse(named))} ago` };
  const lastLive = c.book.lastLive[key];
  // Never live since the book began: its clock starts at whichever is later, its publishing or the book.
  const since = lastLive ?? new Date(Math.max(Date.parse(release.publishedAt), Date.parse(c.book.since))).toISOString();
  const age = now - Date.parse(since);
  const what = lastLive ? 'last live' : 'not live since it was published (or the book began)';
  return age < windowMs
    ? { keep: true, rule: 'window', reason: `${what} ${ago(age)} ago (kept ${policy.keepDays} days)` }
    : { keep: false, reason: `${what} ${ago(age)} ago (past ${policy.keepDays} days)` };
}
