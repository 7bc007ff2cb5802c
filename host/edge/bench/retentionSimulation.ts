/**
 * The bucket's size over many releases, with and without the retention policy: a model of the
 * pointers object (each app's live release, its rollback targets, when each release stopped being
 * live) under the policy's own rules (worker/releases/retentionPolicy.ts), the prune once a day.
 * Five teams each publish and promote twice a working day (Monday to Friday), round the clock of
 * the teams' day: 10 releases a working day in all.
 */
import type { AppPointer } from '../worker/releases/pointerState';
import { emptyBook, RETENTION_DEFAULTS, type RetentionPolicy, retentionVerdict } from '../worker/releases/retentionPolicy';

const DAY = 24 * 3600_000;
/** How many earlier releases a pointer remembers (worker/releases/pointers.ts: HISTORY_LENGTH). */
const HISTORY = 10;
/** When each checkpoint is printed: after this many releases. */
const CHECKPOINTS = [100, 250, 500, 750, 1000];

export interface BucketRow {
  releases: number;
  day: number;
  /** Bytes in the bucket with nothing ever removed, and with the policy's daily prune. */
  without: number;
  with: number;
  kept: number;
}

export function simulateBucket({
  apps,
  releases,
  policy = RETENTION_DEFAULTS,
  perAppPerWorkingDay = 2,
}: {
  apps: Record<string, number>;
  releases: number;
  policy?: RetentionPolicy;
  perAppPerWorkingDay?: number;
}): BucketRow[] {
  const names = Object.keys(apps);
  const start = Date.parse('2030-01-07T00:00:00Z'); // a Monday
  const book = emptyBook(new Date(start).toISOString());
  const pointers: Record<string, AppPointer> = {};
  const stored = new Map<string, { app: string; id: string; publishedAt: string }>();
  const rows: BucketRow[] = [];
  let published = 0;
  let without = 0;
  for (let day = 0; published < releases; day++) {
    const midnight = start + day * DAY;
    const weekday = new Date(midnight).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      for (let slot = 0; slot < perAppPerWorkingDay && published < releases; slot++)
        for (const app of names) {
          if (published >= releases) break;
          const at = new Date(midnight + (9 + (slot * 8) / perAppPerWorkingDay) * 3600_000 + published * 1000).toISOString();
          const id = `r${published}`;
          stored.set(`${app}/${id}`, { app, id, publishedAt: at });
          without += apps[app] as number;
          const before = pointers[app];
          if (before) book.lastLive[`${app}/${before.current}`] = at;
          pointers[app] = { current: id, history: before ? [before.current, ...before.history].slice(0, HISTORY) : [], updatedAt: at };
          published++;
          if (CHECKPOINTS.includes(published)) rows.push(row(published, day));
        }
    }
    // The daily prune, at 03:17 the next morning.
    const now = midnight + DAY + (3 * 60 + 17) * 60_000;
    for (const [key, release] of stored) {
      const context = { app: release.app, pointer: pointers[release.app], events: [], book, configGraceMs: 10 * 60_000 };
      if (!retentionVerdict({ ...release, uploadedAt: release.publishedAt }, context, policy, now).keep) stored.delete(key);
    }
  }
  return rows;

  function row(n: number, day: number): BucketRow {
    const kept = [...stored.values()];
    return { releases: n, day, without, with: kept.reduce((sum, r) => sum + (apps[r.app] as number), 0), kept: kept.length };
  }
}
