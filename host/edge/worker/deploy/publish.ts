/**
 * Publishing a release, file by file and then its record: every file is checked by R2 against the
 * SHA-256 the publisher sent, the record's id against the files' hash (releaseId.ts), and the
 * manifest's sha384 is recorded with the pointers — the anchor of the integrity chain. A published
 * release never changes; sending one of its own files again restores it where the bucket no longer
 * holds it as published (the bucket check, releases/verify.ts, refuses it until then).
 */
import { hex, sha256Hex, sri384 } from '@mars/shared/digest';
import { FIRST_VIEW_FILE, type FirstViewFile } from '@mars/shared/first-view';
import { messageOf } from '../http/responses';
import { datePages } from '../releases/pageDates';
import type { PointersCalls } from '../releases/pointers';
import type { PageContent } from '../releases/records';
import { type ReleaseFileEntry, releaseIdOf } from '../releases/releaseId';
import { listReleases, MANIFEST_FILE, RELEASE_PATH, RELEASE_RECORD, type ReleaseRecord, releaseKey } from '../releases/store';
import { json, problem } from './answers';

/**
 * Anchors a release's manifest: its bytes checked against the SHA-256 the publisher sent, then its
 * sha384 recorded with the pointers (the run-time config's integrity for it). A problem response, or
 * null when done (or when the release has no manifest: the host's).
 */
async function anchorManifest(
  bucket: R2Bucket,
  pointers: PointersCalls,
  app: string,
  id: string,
  files: ReleaseFileEntry[],
): Promise<Response | null> {
  const entry = files.find((f) => f.path === MANIFEST_FILE);
  if (!entry) return null;
  const object = await bucket.get(releaseKey(app, id, MANIFEST_FILE));
  const bytes = object ? await object.arrayBuffer() : null;
  if (!bytes || (await sha256Hex(bytes)) !== entry.sha256)
    return problem(409, `${MANIFEST_FILE} of ${id} is missing or differs from what was published.`);
  try {
    await pointers.recordDigest(app, id, await sri384(bytes));
  } catch (err) {
    return problem(409, messageOf(err));
  }
  return null;
}

/** PUT …/releases/<id>/files/<path>: one file of a release being published (X-Content-SHA256). */
export async function uploadFile(
  request: Request,
  bucket: R2Bucket,
  { app, id, path, published }: { app: string; id: string; path: string; published: ReleaseRecord | null },
): Promise<Response> {
  if (!RELEASE_PATH.test(path) || path === RELEASE_RECORD) return problem(400, `"${path}" is not a file path a release may have.`);
  const digest = request.headers.get('X-Content-SHA256') ?? '';
  if (!/^[0-9a-f]{64}$/.test(digest)) return problem(400, 'Send the file’s SHA-256 (hex) in X-Content-SHA256.');
  if (published) {
    // A published release never changes; sending its own bytes again restores a file the
    // bucket no longer holds as published (the bucket check, verify.ts, refuses it until then).
    const recorded = published.fileList?.find((f) => f.path === path)?.sha256;
    if (recorded !== digest) return problem(409, `Release ${id} is published, and a release never changes.`);
    const existing = await bucket.get(releaseKey(app, id, path));
    if (existing && (await sha256Hex(await existing.arrayBuffer())) === digest) return json(200, { path, created: false });
    try {
      await bucket.put(releaseKey(app, id, path), await request.arrayBuffer(), { sha256: digest });
    } catch (err) {
      return problem(400, `${path}: ${messageOf(err)}`);
    }
    console.warn(`[edge] ${app} ${id}: ${path} restored as published`);
    return json(200, { path, created: false, restored: true });
  }
  try {
    // R2 checks the bytes against the digest: a file damaged on the way is refused.
    await bucket.put(releaseKey(app, id, path), await request.arrayBuffer(), { sha256: digest });
  } catch (err) {
    return problem(400, `${path}: ${messageOf(err)}`);
  }
  return json(201, { path, created: true });
}

/** The release's pages, dated against the app's newest earlier release that recorded its own; none without first views. */
async function pageContents(bucket: R2Bucket, app: string, id: string, today: string): Promise<Record<string, PageContent> | undefined> {
  // Read from the bucket itself: publishing does not put a release's views in this isolate's memory.
  const object = await bucket.get(releaseKey(app, id, FIRST_VIEW_FILE));
  const file = object ? await object.json<FirstViewFile>().catch(() => null) : null;
  if (!file?.heads) return undefined;
  const before = (await listReleases(bucket, app)).find((r) => r.id !== id && r.pages)?.pages ?? {};
  return datePages(file, before, today);
}

const listsFiles = (value: unknown): value is Required<ReleaseFileEntry>[] =>
  Array.isArray(value) &&
  value.every((f) => RELEASE_PATH.test(f?.path ?? '') && /^[0-9a-f]{64}$/.test(f?.sha256 ?? '') && Number.isInteger(f?.size));

/** POST …/releases/<id>: publish: every file there, the id matches their hash; the record written last. */
export async function publishRecord(
  request: Request,
  bucket: R2Bucket,
  pointers: PointersCalls,
  { app, id, published }: { app: string; id: string; published: ReleaseRecord | null },
): Promise<Response> {
  let record: { version?: unknown; commit?: unknown; contract?: unknown; files?: unknown };
  try {
    record = await request.json();
  } catch {
    return problem(400, 'Send the release record as JSON.');
  }
  const files = record?.files;
  if (!listsFiles(files)) return problem(400, 'The record needs files: [{ path, size, sha256 }].');
  const expected = await releaseIdOf({ version: record.version, commit: record.commit }, files);
  if (id !== expected) return problem(400, `The files make release ${expected}, not ${id}.`);
  // Asked of the bucket, not of this isolate's copy: a record lost from the store is written again.
  if (published && (await bucket.head(releaseKey(app, id, RELEASE_RECORD)))) {
    await anchorManifest(bucket, pointers, app, id, published.fileList ?? []);
    return json(200, { ...published, created: false });
  }
  for (const f of files) {
    const object = await bucket.head(releaseKey(app, id, f.path));
    const stored = object?.checksums.sha256;
    if (!object || object.size !== f.size || !stored || hex(stored) !== f.sha256)
      return problem(409, `${f.path} is missing or differs: upload it again.`);
  }
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  const entry = {
    app,
    id,
    version: String(record.version),
    commit: String(record.commit),
    contract: typeof record.contract === 'string' ? record.contract : undefined,
    files: files.length,
    bytes,
  };
  const publishedAt = new Date().toISOString();
  const pages = await pageContents(bucket, app, id, publishedAt.slice(0, 10));
  const stored: ReleaseRecord = { ...entry, publishedAt, fileList: files, ...(pages ? { pages } : {}) };
  const anchored = await anchorManifest(bucket, pointers, app, id, files);
  if (anchored) return anchored;
  // Written last: a release is visible only once every file is in place.
  await bucket.put(releaseKey(app, id, RELEASE_RECORD), JSON.stringify(stored, null, 2), {
    httpMetadata: { contentType: 'application/json' },
  });
  return json(201, { ...entry, publishedAt: stored.publishedAt, created: true });
}
