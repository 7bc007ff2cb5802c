/**
 * Before a pointer moves to a release, the release as the bucket holds it now: every file read back
 * and hashed, and compared with the SHA-256 recorded when it was published. A file changed in the
 * bucket since (by someone with write access, or a storage fault) would otherwise go live and fail
 * in every visitor's browser (the integrity chain refuses it there); here it is refused before
 * anyone sees it. No `--force` skips this: a release that is not what was published is never a
 * judgement call. Publishing the same build again restores the files (api.mjs).
 *
 * The record itself is read from the bucket too, so it is checked against the release's id: the id
 * ends with the hash of every file's path and SHA-256 (releaseId.mjs), so a record edited to match
 * changed files no longer makes that id. Nothing here is read from the isolate's cache of release
 * files. Web-standard JavaScript against the R2 binding.
 */
import { contentHash, hex } from '../deploy/releaseId.mjs';
import { RELEASE_RECORD, releaseKey } from './store.mjs';

/** Files read and hashed at a time: R2 reads overlap, hashing is native. */
const PARALLEL_READS = 8;

/**
 * @param {R2Bucket} bucket
 * @param {string} app
 * @param {string} id
 * @returns {Promise<{ problems: string[], files: number, bytes: number, ms: number }>} problems: one sentence per file
 */
export async function verifyStoredRelease(bucket, app, id) {
  const started = Date.now();
  const done = (problems, files = 0, bytes = 0) => ({ problems, files, bytes, ms: Date.now() - started });
  const recordObject = await bucket.get(releaseKey(app, id, RELEASE_RECORD));
  if (!recordObject) return done([`${app} ${id} has no ${RELEASE_RECORD} in the store`]);
  let record;
  try {
    record = JSON.parse(await recordObject.text());
  } catch {
    return done([`${app} ${id}: ${RELEASE_RECORD} in the store is not JSON`]);
  }
  const files = Array.isArray(record?.fileList) ? record.fileList : null;
  if (!files?.every((f) => typeof f?.path === 'string' && /^[0-9a-f]{64}$/.test(f?.sha256 ?? '')))
    return done([`${app} ${id}: ${RELEASE_RECORD} in the store lists no files with their SHA-256`]);
  const made = `${record.version}-${record.commit}-${await contentHash(files)}`;
  if (made !== id) return done([`${app} ${id}: ${RELEASE_RECORD} in the store lists files that make release ${made}, not ${id}`]);

  const problems = [];
  let bytes = 0;
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const object = await bucket.get(releaseKey(app, id, f.path));
      if (!object) {
        problems.push(`${app} ${id}: ${f.path} is missing from the store (published sha256 ${f.sha256})`);
        continue;
      }
      const body = await object.arrayBuffer();
      bytes += body.byteLength;
      const stored = hex(await crypto.subtle.digest('SHA-256', body));
      if (stored !== f.sha256)
        problems.push(
          `${app} ${id}: ${f.path} in the store differs from what was published (published sha256 ${f.sha256}, the store has ${stored})`,
        );
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, files.length) }, worker));
  return done(problems.sort(), files.length, bytes);
}

/** The refusal for a release the bucket check failed: it names each file, and how to recover. */
export const storedReleaseRefusal = (app, id, problems) =>
  `${app} ${id} refused: the store does not hold what was published:\n- ${problems.join('\n- ')}\n` +
  `(--force cannot override this. Publish the same build again — pnpm release ${app}, from the build that made ${id} — ` +
  'to restore its files, or promote another release.)';
