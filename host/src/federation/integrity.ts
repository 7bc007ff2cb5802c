/**
 * The host's end of the integrity chain. The run-time config (from the host's own origin) gives the
 * sha384 of each remote's manifest; a manifest that does not match is never used. A matching
 * manifest gives the sha384 of its `remoteEntry.js` (set as `integrity` on the script the runtime
 * adds) and of every other file, which the remote's own runtime sets on each chunk it loads. A file
 * that does not match is never run: the slot shows its fallback, the console names the file, and the
 * real-visitor report gets the event.
 */
import { sri384 } from '@mars/shared/digest';
import { siteConfig } from '../config/siteConfig';
import { reportIntegrityFailure } from '../rum/startRealVisitorMetrics';

/** The digest of each file a verified manifest names, learnt as the manifests arrive. */
const learnt = new Map<string, string>();

const absolute = (url: string) => new URL(url, globalThis.location?.href).href;

export class IntegrityError extends Error {
  override name = 'IntegrityError';
}

/** The remote whose manifest the run-time config vouches for at this URL, and the digest it gives. */
function vouchedManifest(url: string): { remote: string; digest: string } | null {
  const vouched = siteConfig()?.vouched;
  if (!vouched) return null;
  for (const [remote, manifest] of Object.entries(vouched.remotes)) {
    const digest = vouched.integrity[remote as keyof typeof vouched.integrity];
    if (digest && absolute(manifest) === url) return { remote, digest };
  }
  return null;
}

/** The digest a file must have, if the chain vouches for it. */
export const integrityOf = (url: string): string | undefined => learnt.get(absolute(url)) ?? vouchedManifest(absolute(url))?.digest;

function refuse(remote: string, file: string, why: string): never {
  const message = `[host] remote "${remote}" refused: ${file} ${why}. Not running it; showing its fallback.`;
  console.error(message);
  reportIntegrityFailure(remote, file);
  throw new IntegrityError(message);
}

/**
 * Checks a fetched manifest against the config's digest and learns its files' digests. A manifest
 * the config does not vouch for (a QA override to a dev server) is passed through unchanged.
 */
export async function verifiedManifest(url: string, res: Response): Promise<Response> {
  const key = absolute(url);
  const vouched = vouchedManifest(key);
  if (!vouched || !res.ok) return res;
  const { remote, digest: want } = vouched;
  const bytes = await res.arrayBuffer();
  const got = await sri384(bytes);
  if (got !== want) refuse(remote, url, `does not match the digest in the run-time config (expected ${want}, got ${got})`);
  let manifest: { metaData?: { remoteEntry?: { name?: string } }; mars?: { integrity?: Record<string, string> } };
  try {
    manifest = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    refuse(remote, url, 'is not JSON');
  }
  const files = manifest.mars?.integrity ?? {};
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  if (!files[entry]) refuse(remote, url, `has no integrity for ${entry}`);
  for (const [file, digest] of Object.entries(files)) learnt.set(new URL(file, key).href, digest);
  return new Response(bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** The script element for a file the chain vouches for: with its integrity, loaded with CORS. */
export function scriptWithIntegrity(url: string): HTMLScriptElement | undefined {
  const integrity = integrityOf(url);
  if (!integrity) return undefined;
  const script = document.createElement('script');
  script.src = url;
  script.setAttribute('integrity', integrity);
  script.crossOrigin = 'anonymous';
  return script;
}
