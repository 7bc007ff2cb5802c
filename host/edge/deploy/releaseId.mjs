/**
 * How a release gets its id, shared by the deploy client (which names a build) and the deploy API
 * (which checks the name against the files it received). Web-standard JavaScript.
 */
const encoder = new TextEncoder();

export const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
export const sha256 = async (text) => crypto.subtle.digest('SHA-256', encoder.encode(text));

/** Bytes as a Subresource Integrity value (`sha384-<base64>`): what a browser checks `integrity` against. */
export async function sri384(bytes) {
  let binary = '';
  for (const b of new Uint8Array(await crypto.subtle.digest('SHA-384', bytes))) binary += String.fromCharCode(b);
  return `sha384-${btoa(binary)}`;
}

/**
 * The release id for a build: `<version>-<commit>-<first 8 hex of SHA-256 over every file's path
 * and SHA-256>`. The same files always get the same id; the client and the edge compute it alike.
 * @param {{ path: string, sha256: string }[]} files
 */
export async function contentHash(files) {
  const list = [...files].sort((a, b) => (a.path < b.path ? -1 : 1)).map((f) => `${f.path}\0${f.sha256}\0`);
  return hex(await sha256(list.join(''))).slice(0, 8);
}
