/**
 * Releases in R2: `releases/<app>/<id>/<path>`, written once by the deploy API (releases/deploy
 * below), `release.json` last. A release never changes, so the edge keeps what it reads of one in
 * the isolate's memory (bounded), and every answer from it can be cached forever.
 *
 * Stale-if-error: each file read from R2 is also kept in the location's cache (Cache API), so when
 * R2 cannot answer, a file this location served before is served from there (logged); only one
 * never served here fails, and the page degrades only that slot (worker.mjs).
 * Web-standard JavaScript against the R2 binding.
 */

import { RELEASE_ID } from '../../../shared/src/apps/apps.mjs';
import { sri384 } from '../deploy/releaseId.mjs';
import { r2ReadFault } from '../testing/faults.mjs';

export { RELEASE_ID };
/** A file's path inside a release. */
export const RELEASE_PATH = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]{0,200}$/;
export const RELEASE_RECORD = 'release.json';

export const releaseKey = (app, id, path = '') => `releases/${app}/${id}/${path}`;

/** The most bytes of release files one isolate keeps in memory. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** Bytes and parsed JSON of release files, least recently used out first. */
class ReleaseCache {
  #files = new Map();
  #bytes = 0;

  get(key) {
    const hit = this.#files.get(key);
    if (hit) {
      this.#files.delete(key);
      this.#files.set(key, hit);
    }
    return hit;
  }

  clear() {
    this.#files.clear();
    this.#bytes = 0;
  }

  set(key, entry) {
    this.#files.set(key, entry);
    this.#bytes += entry.size;
    for (const [k, v] of this.#files) {
      if (this.#bytes <= CACHE_BYTES) break;
      this.#files.delete(k);
      this.#bytes -= v.size;
    }
  }
}

const cache = new ReleaseCache();

/** The location's copies of release files (a key only: nothing is fetched from it). */
const copyUrl = (key) => `https://releases.edge.internal/${key}`;
const locationCache = () => globalThis.caches?.default ?? null;

async function keepCopy(key, file) {
  const headers = { 'Cache-Control': 'max-age=31536000, immutable', 'X-Release-Etag': file.etag };
  await locationCache()
    ?.put(copyUrl(key), new Response(file.body, { headers }))
    .catch((err) => console.error(`[edge] ${key}: location copy not kept: ${err?.message ?? err}`));
}

async function lastCopy(key) {
  const hit = await locationCache()
    ?.match(copyUrl(key))
    .catch(() => null);
  return hit ? { body: await hit.arrayBuffer(), etag: hit.headers.get('X-Release-Etag') ?? '' } : null;
}

/**
 * One file of a release: its bytes and R2 etag, or null when there is none. Kept once read (a file
 * of a release never changes); a missing one is asked for again, as a release being uploaded is
 * not complete yet. When R2 fails, the location's copy; with none, the error.
 * @param {R2Bucket} bucket
 */
export async function releaseFile(bucket, app, id, path) {
  const key = releaseKey(app, id, path);
  const hit = cache.get(key);
  if (hit) return hit.file;
  let object;
  try {
    r2ReadFault(key);
    object = await bucket.get(key);
  } catch (err) {
    const kept = await lastCopy(key);
    if (!kept) throw err;
    console.error(`[edge] ${key}: R2 read failed (${err?.message ?? err}); served the location's copy`);
    cache.set(key, { file: kept, size: kept.body.byteLength });
    return kept;
  }
  if (!object) return null;
  const file = { body: await object.arrayBuffer(), etag: object.httpEtag };
  cache.set(key, { file, size: file.body.byteLength });
  await keepCopy(key, file);
  return file;
}

/** For the edge's tests: forget what this isolate holds in memory, as a new isolate would start. */
export function forgetReleaseMemory() {
  cache.clear();
  for (const clear of derivedCaches) clear();
}
const derivedCaches = [];

/** A value computed once from a release file and kept per isolate (files never change); null when the file is missing. */
function fromReleaseFile(compute) {
  const kept = new Map();
  derivedCaches.push(() => kept.clear());
  return async (bucket, app, id, path) => {
    const key = releaseKey(app, id, path);
    if (kept.has(key)) return kept.get(key);
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

/** A JSON file of a release, parsed; null when not JSON (it costs only what it feeds). */
export const releaseJson = fromReleaseFile((body, key) => {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch (err) {
    console.error(`[edge] ${key}: ${err.message}`);
    return null;
  }
});

/** Published releases of an app (those with their release.json), newest first. */
export async function listReleases(bucket, app) {
  const ids = [];
  let cursor;
  do {
    const page = await bucket.list({ prefix: `releases/${app}/`, delimiter: '/', cursor });
    for (const prefix of page.delimitedPrefixes) ids.push(prefix.slice(`releases/${app}/`.length, -1));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const records = await Promise.all(ids.filter((id) => RELEASE_ID.test(id)).map((id) => releaseJson(bucket, app, id, RELEASE_RECORD)));
  return records.filter(Boolean).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
