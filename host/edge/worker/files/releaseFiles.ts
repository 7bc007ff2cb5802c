/**
 * Release files as the browser gets them: `/<release id>/…` on a remote's origin serves any
 * published release (immutable, so a page keeps the files it started with across a promote); other
 * paths a remote's or the host's live release, revalidated where they change (http/caching.ts).
 */
import { IMMUTABLE } from '../http/caching';
import { contentTypeOf } from '../http/contentTypes';
import { respond } from '../http/responses';
import { RELEASE_ID, RELEASE_PATH, releaseFile } from '../releases/store';

export { IMMUTABLE, RELEASE_ID };

/** A file of a release, with its cache rule, answering If-None-Match with 304; null when the release has no such file. */
export async function serveFile(
  request: Request,
  bucket: R2Bucket,
  { app, id, path, headers, cacheControl }: { app: string; id: string; path: string; headers: Headers; cacheControl: string },
): Promise<Response | null> {
  if (!RELEASE_PATH.test(path)) return null;
  const file = await releaseFile(bucket, app, id, path);
  if (!file) return null;
  headers.set('Content-Type', contentTypeOf(path));
  headers.set('Cache-Control', cacheControl);
  headers.set('ETag', file.etag);
  if (request.headers.get('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  return respond(request, file.body, { headers, size: file.body.byteLength, compressed: file });
}
