/**
 * A tab keeps the files it started with after its app's release is replaced (rule 19). A remote's
 * page asks for them by release (`/<release id>/…`); the host's own page asks its origin for
 * `/main.59af8d30.js`, which the live host release may no longer have once another is promoted. Such
 * a name is content-hashed — the same name is the same bytes in any release — so it is served from
 * the newest published release of the app that has it, for as long as retention keeps that release
 * (releases/retentionPolicy.ts). Past that it is not found, and the tab recovers with a full load
 * (host/src/recovery/staleRelease.ts).
 */
import { IMMUTABLE, isHashedName } from '../http/caching';
import { listReleases } from '../releases/store';
import { serveFile } from './releaseFiles';

/** How long an isolate's index of an app's files is used before a miss reads the releases again. */
const INDEX_MS = 60_000;

/** Per isolate and app: each file name → the newest published release that has it. */
const indexes = new Map<string, { at: number; files: Map<string, string> }>();

async function releaseWith(bucket: R2Bucket, app: string, path: string, now: number): Promise<string | undefined> {
  let index = indexes.get(app);
  if (!index || (!index.files.has(path) && now - index.at > INDEX_MS)) {
    const files = new Map<string, string>();
    // Newest first: the first release that has a name is the one it is served from.
    for (const record of await listReleases(bucket, app))
      for (const file of record.fileList ?? []) if (!files.has(file.path)) files.set(file.path, record.id);
    index = { at: now, files };
    indexes.set(app, index);
  }
  return index.files.get(path);
}

/** A content-hashed file the app's answering release lacks, from an earlier release of it; null when none has it. */
export async function fromEarlierRelease(
  request: Request,
  bucket: R2Bucket,
  { app, path, headers, now = Date.now() }: { app: string; path: string; headers: Headers; now?: number },
): Promise<Response | null> {
  if (!isHashedName(path)) return null;
  const id = await releaseWith(bucket, app, path, now);
  return id ? serveFile(request, bucket, { app, id, path, headers, cacheControl: IMMUTABLE }) : null;
}
