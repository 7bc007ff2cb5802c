/** A finished answer: gzip when it pays (kept for bodies served again and again), HEAD without a body, a plain-text 404. */
import { NO_CACHE_CONTROL } from './caching';
import { compressible } from './contentTypes';

/** gzip bytes of a body, made with the runtime's CompressionStream. */
export async function gzip(body: string | ArrayBuffer): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');

/** Where a body served again and again keeps its gzip bytes. */
export interface CompressedCopy {
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * A finished answer: compressed when the visitor accepts it and it is text of 1 kB or more, and
 * without a body for HEAD. A body that is served again and again (a release file, a composed page)
 * comes with `compressed`, a place to keep its gzip bytes: it is compressed once, not per request.
 */
export async function respond(
  request: Request,
  body: string | ArrayBuffer | null,
  { status = 200, headers, size, compressed }: { status?: number; headers: Headers; size?: number; compressed?: CompressedCopy },
): Promise<Response> {
  const type = headers.get('Content-Type') ?? '';
  const length = size ?? (typeof body === 'string' ? body.length : (body?.byteLength ?? 0));
  if (body === null || !compressible(type) || length < 1024)
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  headers.append('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  headers.set('Content-Encoding', 'gzip');
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  if (compressed) {
    compressed.gzip ??= await gzip(body);
    // Already encoded: the runtime sends these bytes as they are (workerd's `encodeBody`).
    const init: ResponseInit & { encodeBody?: 'manual' } = { status, headers, encodeBody: 'manual' };
    return new Response(compressed.gzip, init);
  }
  // The runtime gzips a body whose Content-Encoding says so.
  return new Response(body, { status, headers });
}

export function plain(request: Request, status: number, text: string, headers: Headers): Response {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.set('Cache-Control', NO_CACHE_CONTROL);
  return new Response(request.method === 'HEAD' ? null : text, { status, headers });
}

export const notFound = (request: Request, headers: Headers): Response => plain(request, 404, 'Not found', headers);

/** An error's message for a log line or an answer, whatever was thrown. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
