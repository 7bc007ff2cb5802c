/**
 * @jest-environment node
 *
 * The retention policy, rule by rule: one app's pointer, its book and events at a fixed moment, and
 * which of its releases stay (by which rule) or may go (and the reason given).
 */
import type { AppPointer, PointerEvent } from './pointerState';
import {
  emptyBook,
  RETENTION_DEFAULTS,
  type RetentionBook,
  type RetentionContext,
  retentionPolicyFrom,
  retentionVerdict,
  type StoredRelease,
} from './retentionPolicy';

const NOW = Date.parse('2030-06-30T12:00:00Z');
const DAY = 24 * 3600_000;
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();
const GRACE = 10 * 60_000;
const POLICY = { keepDays: 30, keepLast: 2 };

const pointer: AppPointer = {
  current: 'live',
  history: ['back1', 'back2', 'back3'],
  updatedAt: at(1),
  canary: { id: 'can', percent: 5, startedAt: at(0.1) },
};
const events: PointerEvent[] = [
  { app: 'blog', action: 'aborted', id: 'ended-now', stable: 'live', at: new Date(NOW - 5 * 60_000).toISOString(), reason: 'verdict' },
  { app: 'blog', action: 'aborted', id: 'ended-long-ago', stable: 'live', at: at(40), reason: 'verdict' },
  // Another app's event names nothing of this one.
  { app: 'marketing', action: 'aborted', id: 'other-app', stable: 'x', at: new Date(NOW - 60_000).toISOString(), reason: 'verdict' },
];
const book: RetentionBook = {
  ...emptyBook(at(400)),
  lastLive: { 'blog/back3': at(45), 'blog/recent': at(29), 'blog/old': at(31), 'blog/ended-long-ago': at(40), 'blog/qa-old': at(60) },
  qaNamed: { 'blog/qa': at(2), 'blog/qa-old': at(31) },
};
const context: RetentionContext = { app: 'blog', pointer, events, book, configGraceMs: GRACE };
const published = (id: string, daysAgo = 100): StoredRelease => ({ id, publishedAt: at(daysAgo), uploadedAt: at(daysAgo) });

describe('which releases of an app stay', () => {
  it.each([
    // id, published days ago, kept by (or null: may go), reason says
    ['live', 100, 'live', 'live'],
    ['can', 100, 'canary', 'canary for 5% of visitors'],
    ['back1', 100, 'rollback', 'rollback target 1 of 2'],
    ['back2', 100, 'rollback', 'rollback target 2 of 2'],
    ['back3', 100, null, 'last live 45.0 days ago (past 30 days)'],
    ['ended-now', 100, 'config', 'a canary that ended 5 min ago'],
    ['ended-long-ago', 100, null, 'last live 40.0 days ago'],
    ['other-app', 100, null, 'not live since it was published'],
    ['qa', 100, 'qa', 'named by a QA override 2.0 days ago'],
    ['qa-old', 100, null, 'last live 60.0 days ago'],
    ['recent', 100, 'window', 'last live 29.0 days ago (kept 30 days)'],
    ['old', 100, null, 'last live 31.0 days ago (past 30 days)'],
    ['new', 3, 'window', 'not live since it was published (or the book began) 3.0 days ago'],
    ['stale', 31, null, 'not live since it was published (or the book began) 31.0 days ago'],
  ])('%s (published %d days ago): kept by %s — %s', (id, daysAgo, rule, says) => {
    const verdict = retentionVerdict(published(id, daysAgo), context, POLICY, NOW);
    expect(verdict.keep ? verdict.rule : null).toBe(rule);
    expect(verdict.reason).toContain(says);
  });

  it('counts a release the book never saw live from when the book began, not from its publishing', () => {
    const young = { ...context, book: { ...book, since: at(10) } };
    expect(retentionVerdict(published('before-the-book', 200), young, POLICY, NOW)).toMatchObject({ keep: true, rule: 'window' });
  });

  it('keeps an upload never published for the window from its newest file, then lets it go', () => {
    const upload = (daysAgo: number): StoredRelease => ({ id: 'half', publishedAt: null, uploadedAt: at(daysAgo) });
    expect(retentionVerdict(upload(2), context, POLICY, NOW)).toMatchObject({
      keep: true,
      reason: 'an upload not yet published, 2.0 days old',
    });
    expect(retentionVerdict(upload(31), context, POLICY, NOW)).toMatchObject({
      keep: false,
      reason: expect.stringContaining('never published'),
    });
  });

  it('keeps every rollback target the pointer holds by default', () => {
    const verdict = retentionVerdict(published('back3'), context, RETENTION_DEFAULTS, NOW);
    expect(verdict).toMatchObject({ keep: true, rule: 'rollback', reason: 'rollback target 3 of 10' });
  });
});

describe('the policy from the Worker’s RETENTION_POLICY', () => {
  it('is the defaults with what it names', () => {
    expect(retentionPolicyFrom({})).toEqual(RETENTION_DEFAULTS);
    expect(retentionPolicyFrom('{"keepDays":7}')).toEqual({ ...RETENTION_DEFAULTS, keepDays: 7 });
  });

  it.each([
    [{ keepDays: 0 }, 'keepDays must be a number of days, at least 1'],
    [{ keepDays: '30' }, 'keepDays must be a number of days'],
    [{ keepLast: 11 }, 'keepLast must be a whole number from 0 to 10'],
    [{ keepLast: 1.5 }, 'keepLast must be a whole number'],
    [{ keepDay: 30 }, 'RETENTION_POLICY.keepDay is not a setting'],
    [[], 'RETENTION_POLICY must be an object'],
  ])('refuses %j: %s', (raw, says) => {
    expect(() => retentionPolicyFrom(raw)).toThrow(says);
  });
});
