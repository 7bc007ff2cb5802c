/**
 * The SHA digests the release chain is made of, in one place for every runtime: the builds (an
 * integrity map in each manifest), the edge (release ids, the bucket check, the manifest digest it
 * vouches for) and the browser (the host checks a manifest before using it). Web Crypto only, which
 * Node 20, workerd and browsers all have, so the three compute them alike (digest.test.ts holds the
 * test vectors).
 */

type Bytes = ArrayBuffer | ArrayBufferView | string;

const asBytes = (data: Bytes): ArrayBuffer | ArrayBufferView => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

// ArrayBuffer.isView, not instanceof: a buffer from another realm (a test's DOM, a worker) is still one.
const view = (bytes: ArrayBuffer | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);

/** Lower-case hex of some bytes. */
export const hex = (bytes: ArrayBuffer | ArrayBufferView): string => [...view(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of some bytes (a string as UTF-8). */
export const sha256 = async (data: Bytes): Promise<ArrayBuffer> => crypto.subtle.digest('SHA-256', asBytes(data) as BufferSource);

/** The SHA-256 of some bytes as lower-case hex: what a release records for each file, and R2 checks on upload. */
export const sha256Hex = async (data: Bytes): Promise<string> => hex(await sha256(data));

const base64 = (bytes: ArrayBuffer): string => {
  let binary = '';
  for (const b of view(bytes)) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** Some bytes as a Subresource Integrity value (`sha384-<base64>`): what a browser checks `integrity` against. */
export const sri384 = async (data: Bytes): Promise<string> =>
  `sha384-${base64(await crypto.subtle.digest('SHA-384', asBytes(data) as BufferSource))}`;

/** The SHA-256 of some bytes in base64: a Content-Security-Policy hash source is `'sha256-<this>'`. */
export const sha256Base64 = async (data: Bytes): Promise<string> => base64(await sha256(data));
