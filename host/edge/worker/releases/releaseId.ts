/**
 * How a release gets its id, shared by the deploy client (which names a build) and the deploy API
 * (which checks the name against the files it received): `<version>-<commit>-<first 8 hex of SHA-256
 * over every file's path and SHA-256>`. The same files always get the same id.
 */
import { sha256Hex } from '@mars/shared/digest';
import type { ReleaseFileEntry } from './records';

export type { ReleaseFileEntry };

export async function contentHash(files: readonly Pick<ReleaseFileEntry, 'path' | 'sha256'>[]): Promise<string> {
  const list = [...files].sort((a, b) => (a.path < b.path ? -1 : 1)).map((f) => `${f.path}\0${f.sha256}\0`);
  return (await sha256Hex(list.join(''))).slice(0, 8);
}

/** The id a record's files make: what the deploy API and the bucket check hold a release's id to. */
export const releaseIdOf = async (record: { version: unknown; commit: unknown }, files: readonly ReleaseFileEntry[]): Promise<string> =>
  `${record.version}-${record.commit}-${await contentHash(files)}`;
