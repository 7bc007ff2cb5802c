import { pageComposition, type RemoteName, type RuntimeConfig as RuntimeConfigOf } from '@mars/shared';
import { REMOTE_NAMES } from '@mars/shared/apps';

/**
 * Fetched at boot, before any remote is registered (the protocol's one type, in @mars/shared).
 * Deployments replace /runtime-config.json (served no-cache) to point the same host build at other
 * remote releases or services.
 */
export type RuntimeConfig = RuntimeConfigOf<RemoteName>;

/**
 * The config of the variant this page was composed from: the edge names each canary and its
 * release in the config's URL (`?variant=blog@<release>`), so the app fetches that variant's config
 * (the one the page preloads) even without cookies, and even if the canary ends meanwhile; then each
 * QA override to a published release (`&override=blog:<release>`), the page's own (`qa=` in its
 * composition) and any the browser remembers that the page was not made with, so that the edge
 * vouches for that release's manifest (federation/qaOverrides.ts).
 */
export function runtimeConfigUrl(composition = pageComposition(), releaseOverrides: Record<string, string> = {}): string {
  const parts = new Map((composition ?? '').split(';').map((part) => part.split('=') as [string, string]));
  const overrides: Record<string, string> = {};
  for (const app of (parts.get('qa') ?? '').split(',').filter(Boolean)) overrides[app] = parts.get(app) ?? '';
  Object.assign(overrides, releaseOverrides);
  const canaries = (parts.get('canary') ?? '')
    .split(',')
    .filter((app) => app && !overrides[app])
    .sort();
  const variant = canaries.map((app) => `${app}@${parts.get(app)}`).join(',');
  const query = [
    variant && `variant=${variant}`,
    ...Object.keys(overrides)
      .filter((app) => overrides[app])
      .sort()
      .map((app) => `override=${app}:${overrides[app]}`),
  ].filter(Boolean);
  return query.length ? `/runtime-config.json?${query.join('&')}` : '/runtime-config.json';
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value, globalThis.location?.href);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates an untrusted config document; throws with the first problem found. */
export function parseRuntimeConfig(doc: unknown): RuntimeConfig {
  if (typeof doc !== 'object' || doc === null) throw new Error('runtime config: not an object');
  const d = doc as Record<string, unknown>;
  const remotes = d.remotes as Record<string, unknown> | undefined;
  for (const name of REMOTE_NAMES) {
    if (!isHttpUrl(remotes?.[name])) throw new Error(`runtime config: remotes.${name} must be a URL`);
  }
  if (d.publicOrigin !== undefined && !isHttpUrl(d.publicOrigin)) throw new Error('runtime config: publicOrigin must be a URL');
  if (!isHttpUrl(d.apiBase)) throw new Error('runtime config: apiBase must be a URL');
  const fb = d.firebase as Record<string, unknown> | undefined;
  if (!fb || typeof fb.apiKey !== 'string' || typeof fb.projectId !== 'string' || typeof fb.authDomain !== 'string') {
    throw new Error('runtime config: firebase needs apiKey, authDomain and projectId');
  }
  if (fb.emulatorUrl !== undefined && !isHttpUrl(fb.emulatorUrl)) {
    throw new Error('runtime config: firebase.emulatorUrl must be a URL');
  }
  const qa = d.qaOverrides as Record<string, unknown> | undefined;
  if (qa !== undefined) {
    const origins = qa?.allowedOrigins;
    if (!Array.isArray(origins) || !origins.every(isHttpUrl)) {
      throw new Error('runtime config: qaOverrides.allowedOrigins must be a list of origins');
    }
  }
  if (d.composition !== undefined && typeof d.composition !== 'string') throw new Error('runtime config: composition must be text');
  const integrity = d.integrity as Record<string, unknown> | undefined;
  if (
    integrity !== undefined &&
    (typeof integrity !== 'object' ||
      !Object.values(integrity ?? {}).every((v) => typeof v === 'string' && /^sha384-[A-Za-z0-9+/]+=*$/.test(v)))
  )
    throw new Error('runtime config: integrity must map remotes to sha384 digests');
  const isText = (v: unknown) => typeof v === 'string';
  if (
    d.routes !== undefined &&
    !(Array.isArray(d.routes) && d.routes.every((r) => isText(r?.path) && r.path.startsWith('/') && isText(r?.module) && isText(r?.app)))
  )
    throw new Error('runtime config: routes must be a list of { path, module, app }');
  if (
    d.nav !== undefined &&
    !(Array.isArray(d.nav) && d.nav.every((e) => isText(e?.group) && isText(e?.label) && isText(e?.to) && typeof e?.order === 'number'))
  )
    throw new Error('runtime config: nav must be a list of { group, label, to, order }');
  return doc as RuntimeConfig;
}

export async function fetchRuntimeConfig(url = runtimeConfigUrl()): Promise<RuntimeConfig> {
  // Default cache mode: the server sends no-cache, and index.html's preload of this file is reused.
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
  return parseRuntimeConfig(await res.json());
}
