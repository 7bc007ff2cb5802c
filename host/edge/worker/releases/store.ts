/**
 * Releases in R2: `releases/<app>/<id>/<path>`, written once by the deploy API, `release.json` last.
 * A release never changes, so the edge keeps what it reads of one in the isolate's memory (bounded),
 * and every answer from it can be cached forever.
 *
 * Stale-if-error: each file read from R2 is also kept in the location's cache (Cache API), so when
 * R2 cannot answer, a file this location served before is served from there (logged); only one
 * never served here fails, and the page degrades only that slot.
 */
import { RELEASE_ID } from '@mars/shared/apps';
import { sri384 } from '@mars/shared/digest';
import type { CompressedCopy } from '../http/responses';
import { messageOf } from '../http/responses';
import type { ReleaseRecord } from './records';

export type { ReleaseRecord };

export { RELEASE_ID };
/** A file's path inside a release. */
export const RELEASE_PATH = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]{0,200}$/;
export const RELEASE_RECORD = 'release.json';
export const MANIFEST_FILE = 'mf-manifest.json';

export const releaseKey = (app: string, id: string, path = ''): string => `releases/${app}/${id}/${path}`;

/** One file of a release: its bytes, R2's etag, and where its gzip bytes are kept once made. */
export interface ReleaseFile extends CompressedCopy {
  body: ArrayBuffer;
  etag: string;
}

/** The most bytes of release files one isolate keeps in memory. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** Bytes of release files, least recently used out first. */
class ReleaseCache {
  #files = new Map<string, ReleaseFile>();
  #bytes = 0;

  get(key: string): ReleaseFile | undefined {
    const hit = this.#files.get(key);
    if (hit) {
      this.#files.delete(key);
      this.#files.set(key, hit);
    }
    return hit;
  }

  /** Forgets every file whose key starts with `prefix` (all of them without one). */
  clear(prefix = ''): void {
    for (const [key, file] of this.#files)
      if (key.startsWith(prefix)) {
        this.#files.delete(key);
        this.#bytes -= file.body.byteLength;
      }
  }

  set(key: string, file: ReleaseFile): void {
    this.#files.set(key, file);
    this.#bytes += file.body.byteLength;
    for (const [k, v] of this.#files) {
      if (this.#bytes <= CACHE_BYTES) break;
      this.#files.delete(k);
      this.#bytes -= v.body.byteLength;
    }
  }
}

const cache = new ReleaseCache();

/** The location's copies of release files (a key only: nothing is fetched from it). */
const copyUrl = (key: string) => `https://releases.edge.internal/${key}`;
const locationCache = (): Cache | null => (globalThis as { caches?: CacheStorage }).caches?.default ?? null;

async function keepCopy(key: string, file: ReleaseFile): Promise<void> {
  const headers = { 'Cache-Control': 'max-age=31536000, immutable', 'X-Release-Etag': file.etag };
  await locationCache()
    ?.put(copyUrl(key), new Response(file.body, { headers }))
    .catch((err) => console.error(`[edge] ${key}: location copy not kept: ${messageOf(err)}`));
}

async function lastCopy(key: string): Promise<ReleaseFile | null> {
  const hit = await locationCache()
    ?.match(copyUrl(key))
    .catch(() => undefined);
  return hit ? { body: await hit.arrayBuffer(), etag: hit.headers.get('X-Release-Etag') ?? '' } : null;
}

/**
 * One file of a release: its bytes and R2 etag, or null when there is none. Kept once read (a file
 * of a release never changes); a missing one is asked for again, as a release being uploaded is
 * not complete yet. When R2 fails, the location's copy; with none, the error.
 */
export async function releaseFile(bucket: R2Bucket, app: string, id: string, path: string): Promise<ReleaseFile | null> {
  const key = releaseKey(app, id, path);
  const hit = cache.get(key);
  if (hit) return hit;
  let object: R2ObjectBody | null;
  try {
    object = await bucket.get(key);
  } catch (err) {
    const kept = await lastCopy(key);
    if (!kept) throw err;
    console.error(`[edge] ${key}: R2 read failed (${messageOf(err)}); served the location's copy`);
    cache.set(key, kept);
    return kept;
  }
  if (!object) return null;
  const file: ReleaseFile = { body: await object.arrayBuffer(), etag: object.httpEtag };
  cache.set(key, file);
  await keepCopy(key, file);
  return file;
}

/** For the edge's tests: forget what this isolate holds in memory, as a new isolate would start. */
export function forgetReleaseMemory(): void {
  cache.clear();
  for (const clear of derivedCaches) clear('');
}
const derivedCaches: ((prefix: string) => void)[] = [];

/**
 * Forgets what this isolate keeps of one release (retention removed it): its files are then answered
 * as the bucket has them, not found. Other isolates keep theirs until they end (the same bytes).
 */
export function forgetRelease(app: string, id: string): void {
  cache.clear(releaseKey(app, id));
  for (const clear of derivedCaches) clear(releaseKey(app, id));
}

/** A value computed once from a release file and kept per isolate (files never change); null when the file is missing. */
function fromReleaseFile<T>(compute: (body: ArrayBuffer, key: string) => T | Promise<T>) {
  const kept = new Map<string, T>();
  derivedCaches.push((prefix) => {
    for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
  });
  return async (bucket: R2Bucket, app: string, id: string, path: string): Promise<T | null> => {
    const key = releaseKey(app, id, path);
    if (kept.has(key)) return kept.get(key) as T;
    const file = await releaseFile(bucket, app, id, path);
    if (!file) return null;
    const value = await compute(file.body, key);
    if (kept.size > 2000) kept.clear();
    kept.set(key, value);
    return value;
  };
}

/** A release file's Subresource Integrity value (`sha384-<base64>`). */
export const releaseDigest = fromReleaseFile((body) => sri384(body));

/**
 * A JSON file of a release, parsed; null when it is missing or not JSON (it costs only what it
 * feeds). Typed by the caller, who knows which file it asked for.
 */
const releaseJsonValue = fromReleaseFile<unknown>((body, key) => {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch (err) {
    console.error(`[edge] ${key}: ${messageOf(err)}`);
    return null;
  }
});
export const releaseJson = releaseJsonValue as <T = unknown>(bucket: R2Bucket, app: string, id: string, path: string) => Promise<T | null>;

/** A published release's record, or null (not published, or not readable as one). */
export const releaseRecord = (bucket: R2Bucket, app: string, id: string): Promise<ReleaseRecord | null> =>
  releaseJson<ReleaseRecord>(bucket, app, id, RELEASE_RECORD);

/** A release's record as the bucket holds it now, not this isolate's copy: what a promote checks. */
export async function storedRecord(bucket: R2Bucket, app: string, id: string): Promise<ReleaseRecord | null> {
  const object = await bucket.get(releaseKey(app, id, RELEASE_RECORD));
  return object ? object.json<ReleaseRecord>().catch(() => null) : null;
}

/** Published releases of an app (those with their release.json), newest first. */
export async function listReleases(bucket: R2Bucket, app: string): Promise<ReleaseRecord[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: `releases/${app}/`, delimiter: '/', ...(cursor ? { cursor } : {}) });
    for (const prefix of page.delimitedPrefixes) ids.push(prefix.slice(`releases/${app}/`.length, -1));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const records = await Promise.all(ids.filter((id) => RELEASE_ID.test(id)).map((id) => releaseRecord(bucket, app, id)));
  return records.filter((r): r is ReleaseRecord => Boolean(r)).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
