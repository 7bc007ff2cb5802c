/**
 * The prune: what keeps the bucket bounded. Run by the Cron Trigger once a day (PRUNE_CRON, in
 * wrangler.jsonc; the local site runs it too: local/edge.ts) and by `mars-edge prune [app]
 * [--dry-run]` through the deploy API. For each app it lists every release the bucket holds — published
 * ones by their record, uploads never published by their newest file — and asks the policy
 * (releases/retentionPolicy.ts) which may go and why.
 *
 * Safe against a concurrent promote by construction: the pointers object is the one writer, and it
 * decides again under its own lock which of the candidates may go with the pointers as they are at
 * that moment (markForRemoval), and from then on refuses to make any of them live. Only what it
 * marked is deleted — the record first, so the release stops being published before its files go —
 * and then the object is told (removedReleases). A promote that reached the object first keeps its
 * release; one that comes after the mark is refused in words, and nothing live ever loses a file.
 */
import { ENDED_CANARY_GRACE_MS } from '../canary/variant';
import type { PointersBindings } from '../releases/livePointers';
import { pointersOf } from '../releases/pointers';
import { type RetentionPolicy, retentionPolicyFrom, retentionVerdict, type StoredRelease } from '../releases/retentionPolicy';

export { PRUNE_CRON } from '../releases/retentionPolicy';

import { forgetRelease, RELEASE_ID, RELEASE_RECORD, releaseRecord } from '../releases/store';
import type { AppPrune, PruneEntry, PruneReport } from './pruneReport';

/** What the prune reads of the Worker's bindings. */
export interface PruneBindings extends PointersBindings {
  RELEASES: R2Bucket;
  RETENTION_POLICY?: unknown;
}

/** An R2 delete takes at most this many keys. */
const DELETE_BATCH = 1000;

/** Every release of an app as the bucket holds it: its objects, bytes, and dates. */
async function storedReleases(bucket: R2Bucket, app: string): Promise<(StoredRelease & { keys: string[]; bytes: number })[]> {
  const byId = new Map<string, { keys: string[]; bytes: number; uploaded: number; hasRecord: boolean }>();
  const prefix = `releases/${app}/`;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    for (const object of page.objects) {
      const [id = '', ...path] = object.key.slice(prefix.length).split('/');
      if (!RELEASE_ID.test(id)) continue;
      const entry = byId.get(id) ?? { keys: [], bytes: 0, uploaded: 0, hasRecord: false };
      entry.keys.push(object.key);
      entry.bytes += object.size;
      entry.uploaded = Math.max(entry.uploaded, object.uploaded.getTime());
      if (path.join('/') === RELEASE_RECORD) entry.hasRecord = true;
      byId.set(id, entry);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return Promise.all(
    [...byId].map(async ([id, e]) => {
      const record = e.hasRecord ? await releaseRecord(bucket, app, id) : null;
      // A record that cannot be read is kept as published now: never removed for being unreadable.
      const publishedAt = e.hasRecord ? (record?.publishedAt ?? new Date(e.uploaded).toISOString()) : null;
      return { id, keys: e.keys, bytes: e.bytes, publishedAt, uploadedAt: new Date(e.uploaded).toISOString() };
    }),
  );
}

/** Deletes a release's objects: its record first (it stops being a published release), then the rest. */
async function deleteRelease(bucket: R2Bucket, keys: string[]): Promise<void> {
  const record = keys.find((k) => k.endsWith(`/${RELEASE_RECORD}`));
  if (record) await bucket.delete(record);
  const rest = keys.filter((k) => k !== record);
  for (let i = 0; i < rest.length; i += DELETE_BATCH) await bucket.delete(rest.slice(i, i + DELETE_BATCH));
}

/** Prunes one app (or plans it, `dryRun`). */
async function pruneApp(env: PruneBindings, app: string, policy: RetentionPolicy, now: number, dryRun: boolean): Promise<AppPrune> {
  const pointers = pointersOf(env);
  const [releases, state, book] = await Promise.all([storedReleases(env.RELEASES, app), pointers.read(), pointers.retentionBook()]);
  const context = { app, pointer: state.apps[app], events: state.events ?? [], book, configGraceMs: ENDED_CANARY_GRACE_MS };
  const entry = (r: (typeof releases)[number], reason: string, rule?: string): PruneEntry => ({
    id: r.id,
    bytes: r.bytes,
    objects: r.keys.length,
    publishedAt: r.publishedAt,
    reason,
    ...(rule ? { rule } : {}),
  });
  const kept: PruneEntry[] = [];
  const candidates: { release: (typeof releases)[number]; reason: string }[] = [];
  for (const release of releases) {
    const verdict = retentionVerdict(release, context, policy, now);
    if (verdict.keep) kept.push(entry(release, verdict.reason, verdict.rule));
    else candidates.push({ release, reason: verdict.reason });
  }
  let removed = candidates.map(({ release, reason }) => entry(release, reason));
  if (!dryRun && candidates.length) {
    const marked = new Set(
      await pointers.markForRemoval(
        app,
        candidates.map(({ release: { id, publishedAt, uploadedAt } }) => ({ id, publishedAt, uploadedAt })),
        policy,
        now,
        ENDED_CANARY_GRACE_MS,
      ),
    );
    // What the object kept after all (made live since this prune read the pointers) stays.
    for (const { release } of candidates) if (!marked.has(release.id)) kept.push(entry(release, 'made live while the prune ran', 'live'));
    const going = candidates.filter(({ release }) => marked.has(release.id));
    for (const { release } of going) await deleteRelease(env.RELEASES, release.keys);
    await pointers.removedReleases(
      app,
      going.map(({ release }) => release.id),
    );
    for (const { release } of going) forgetRelease(app, release.id);
    removed = going.map(({ release, reason }) => entry(release, reason));
  }
  const bytesBefore = releases.reduce((sum, r) => sum + r.bytes, 0);
  const bytesAfter = bytesBefore - removed.reduce((sum, r) => sum + r.bytes, 0);
  return { app, kept, removed, bytesBefore, bytesAfter };
}

/** Prunes `apps` (default: every app with a pointer or a release) at `now`; `dryRun` only says what would go and why. */
export async function pruneReleases(
  env: PruneBindings,
  { apps, dryRun = false, now = Date.now() }: { apps?: string[]; dryRun?: boolean; now?: number } = {},
): Promise<PruneReport> {
  const started = Date.now();
  const policy = retentionPolicyFrom(env.RETENTION_POLICY);
  const names = apps ?? (await appsInBucket(env.RELEASES));
  const pruned: AppPrune[] = [];
  for (const app of names) pruned.push(await pruneApp(env, app, policy, now, dryRun));
  if (!dryRun) console.log(`[retention] removed: ${pruned.map((a) => `${a.app} ${a.removed.length}`).join(', ') || 'nothing'}`);
  return { dryRun, at: new Date(now).toISOString(), policy, apps: pruned, ms: Date.now() - started };
}

/** The apps the bucket holds releases of. */
async function appsInBucket(bucket: R2Bucket): Promise<string[]> {
  const apps: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: 'releases/', delimiter: '/', ...(cursor ? { cursor } : {}) });
    for (const prefix of page.delimitedPrefixes) apps.push(prefix.slice('releases/'.length, -1));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return apps;
}
