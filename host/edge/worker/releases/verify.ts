/**
 * Before a pointer moves to a release, the release as the bucket holds it now: every file read back
 * and hashed, and compared with the SHA-256 recorded when it was published. A file changed in the
 * bucket since (by someone with write access, or a storage fault) would otherwise go live and fail
 * in every visitor's browser (the integrity chain refuses it there); here it is refused before
 * anyone sees it. No `--force` skips this: a release that is not what was published is never a
 * judgement call. Publishing the same build again restores the files (deploy/api.ts).
 *
 * The record itself is read from the bucket too, so it is checked against the release's id: the id
 * ends with the hash of every file's path and SHA-256 (releaseId.ts), so a record edited to match
 * changed files no longer makes that id. Nothing here is read from the isolate's cache of release
 * files.
 */
import { sha256Hex } from '@mars/shared/digest';
import type { BucketCheck, ReleaseFileEntry } from './records';
import { releaseIdOf } from './releaseId';

export type { BucketCheck };

import { RELEASE_RECORD, releaseKey } from './store';

/** Files read and hashed at a time: R2 reads overlap, hashing is native. */
const PARALLEL_READS = 8;

const listsFiles = (value: unknown): value is ReleaseFileEntry[] =>
  Array.isArray(value) &&
  value.every((f) => typeof f?.path === 'string' && typeof f?.sha256 === 'string' && /^[0-9a-f]{64}$/.test(f.sha256));

export async function verifyStoredRelease(bucket: R2Bucket, app: string, id: string): Promise<BucketCheck> {
  const started = Date.now();
  const done = (problems: string[], files = 0, bytes = 0): BucketCheck => ({ problems, files, bytes, ms: Date.now() - started });
  const recordObject = await bucket.get(releaseKey(app, id, RELEASE_RECORD));
  if (!recordObject) return done([`${app} ${id} has no ${RELEASE_RECORD} in the store`]);
  let record: { version?: unknown; commit?: unknown; fileList?: unknown };
  try {
    record = JSON.parse(await recordObject.text());
  } catch {
    return done([`${app} ${id}: ${RELEASE_RECORD} in the store is not JSON`]);
  }
  const files = record?.fileList;
  if (!listsFiles(files)) return done([`${app} ${id}: ${RELEASE_RECORD} in the store lists no files with their SHA-256`]);
  const made = await releaseIdOf({ version: record.version, commit: record.commit }, files);
  if (made !== id) return done([`${app} ${id}: ${RELEASE_RECORD} in the store lists files that make release ${made}, not ${id}`]);

  const problems: string[] = [];
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
      const stored = await sha256Hex(body);
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
export const storedReleaseRefusal = (app: string, id: string, problems: string[]): string =>
  `${app} ${id} refused: the store does not hold what was published:\n- ${problems.join('\n- ')}\n` +
  `(--force cannot override this. Publish the same build again — pnpm release ${app}, from the build that made ${id} — ` +
  'to restore its files, or promote another release.)';
