/**
 * Releases in R2: `releases/<app>/<id>/<path>`, written once by the deploy API (releases/deploy
 * below), `release.json` last. A release never changes, so the edge keeps what it reads of one in
 * the isolate's memory (bounded), and every answer from it can be cached forever.
 * Web-standard JavaScript against the R2 binding.
 */

import { RELEASE_ID } from '../../../shared/src/apps/apps.mjs';
import { sri384 } from '../deploy/releaseId.mjs';

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

/**
 * One file of a release: its bytes and R2 etag, or null when there is none. Kept once read (a file
 * of a release never changes); a missing one is asked for again, as a release being uploaded is
 * not complete yet.
 * @param {R2Bucket} bucket
 */
export async function releaseFile(bucket, app, id, path) {
  const key = releaseKey(app, id, path);
  const hit = cache.get(key);
  if (hit) return hit.file;
  const object = await bucket.get(key);
  if (!object) return null;
  const file = { body: await object.arrayBuffer(), etag: object.httpEtag };
  cache.set(key, { file, size: file.body.byteLength });
  return file;
}

/** A value computed once from a release file and kept per isolate (files never change); null when the file is missing. */
function fromReleaseFile(compute) {
  const kept = new Map();
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
