import type { RemoteName } from '@mars/shared';
import { RELEASE_ID, REMOTE_NAMES } from '@mars/shared/apps';
import { QA_OVERRIDE_PARAM, QA_OVERRIDES_KEY } from '@mars/shared/first-view';
import type { RuntimeConfig } from '../config/readRuntimeConfig';

/**
 * QA overrides, in the spirit of single-spa's import-map-overrides: on the deployed site a person
 * points one remote at another release, or at a dev server, for their own browser only.
 *
 *   ?override=blog:1.0.0-abc1234-1a2b3c4d          another release on the blog's CDN origin
 *   ?override=blog:http://localhost:3002/mf-manifest.json   any manifest on an allow-listed origin
 *   ?override=blog:                                 clears the blog's override
 *
 * The query parameter is remembered in localStorage (so it survives navigation) and removed from the
 * address bar. Only origins on the run-time config's `qaOverrides.allowedOrigins` are accepted;
 * anything else is ignored and logged. While one is active the page shows a banner with a reset.
 */

export interface ActiveOverride {
  remote: RemoteName;
  /** What the person asked for: a release id or a manifest URL. */
  target: string;
  /** The manifest URL the remote now loads from. */
  url: string;
  /**
   * The edge vouches for it: a published release, whose manifest digest (recorded at publish) is in
   * the run-time config, so the chain config → manifest → files holds as on visitors' pages. A dev
   * server's manifest is loaded unchecked.
   */
  verified: boolean;
}

/** The session cookie that tells the edge which published releases this browser's pages are made of (edge: worker/canary/variant.ts). */
export const OVERRIDES_COOKIE = 'mars_qa_overrides';

interface Env {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  warn: (message: string) => void;
  /** Writes the overrides cookie (`null`: remove it). */
  setCookie?: (value: string | null) => void;
}

/**
 * The overrides asked for that name a published release (query first, then remembered): the host
 * asks the edge's config for them, so the edge can vouch for each (runtimeConfigUrl).
 */
export function requestedReleaseOverrides(env: Pick<Env, 'search' | 'storage'>): Record<string, string> {
  const requested = requestedOverrides(env);
  return Object.fromEntries(
    Object.entries(requested).filter(([remote, target]) => REMOTE_NAMES.includes(remote as RemoteName) && RELEASE_ID.test(target)),
  );
}

function requestedOverrides(env: Pick<Env, 'search' | 'storage'>): Record<string, string> {
  const requested = readStored(env.storage);
  for (const param of new URLSearchParams(env.search).getAll(QA_OVERRIDE_PARAM)) {
    const sep = param.indexOf(':');
    const remote = sep > 0 ? param.slice(0, sep) : param;
    const target = sep > 0 ? param.slice(sep + 1).trim() : '';
    if (target) requested[remote] = target;
    else delete requested[remote];
  }
  return requested;
}

function readStored(storage: Env['storage']): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(QA_OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A release id resolves next to the live release on the remote's own origin; a URL is taken as is. */
function resolveTarget(target: string, liveManifest: string): string | null {
  try {
    if (RELEASE_ID.test(target)) return new URL(`../${target}/mf-manifest.json`, liveManifest).href;
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Applies the overrides (query parameter first, then remembered ones) to the config's remotes.
 * Returns the remotes to register and the overrides in force.
 */
export function applyQaOverrides(
  config: Pick<RuntimeConfig, 'remotes' | 'qaOverrides' | 'integrity'>,
  env: Env,
): { remotes: Record<RemoteName, string>; active: ActiveOverride[] } {
  const requested = requestedOverrides(env);

  const allowed = new Set(config.qaOverrides?.allowedOrigins.map((o) => new URL(o).origin) ?? []);
  const remotes = { ...config.remotes };
  const active: ActiveOverride[] = [];
  const kept: Record<string, string> = {};
  for (const [remote, target] of Object.entries(requested)) {
    if (!REMOTE_NAMES.includes(remote as RemoteName)) {
      env.warn(`[host] QA override ignored: "${remote}" is not a remote (one of ${REMOTE_NAMES.join(', ')})`);
      continue;
    }
    const name = remote as RemoteName;
    const url = resolveTarget(target, config.remotes[name]);
    if (!url) {
      env.warn(`[host] QA override for ${name} ignored: "${target}" is neither a release id nor an http(s) URL`);
      continue;
    }
    // The edge applied a published release itself: the config already names it, with its digest.
    const verified = RELEASE_ID.test(target) && config.remotes[name] === url && Boolean(config.integrity?.[name]);
    if (!verified && !allowed.has(new URL(url).origin)) {
      env.warn(`[host] QA override for ${name} ignored: ${new URL(url).origin} is not on the allow-list`);
      continue;
    }
    remotes[name] = url;
    active.push({ remote: name, target, url, verified });
    kept[name] = target;
  }

  try {
    if (Object.keys(kept).length) env.storage?.setItem(QA_OVERRIDES_KEY, JSON.stringify(kept));
    else env.storage?.removeItem(QA_OVERRIDES_KEY);
  } catch {
    // Storage blocked (private mode): the override holds for this page load only.
  }
  const releases = Object.entries(kept).filter(([, target]) => RELEASE_ID.test(target));
  env.setCookie?.(releases.length ? releases.map(([remote, target]) => `${remote}:${target}`).join(',') : null);
  return { remotes, active };
}

/** Sets or removes the overrides cookie: for this site's pages only, for this browser session. */
export function writeOverridesCookie(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports (Firefox)
  document.cookie = value
    ? `${OVERRIDES_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
    : `${OVERRIDES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The address without the override parameter (put back with history.replaceState after applying). */
export function withoutOverrideParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(QA_OVERRIDE_PARAM);
  return url.href;
}

/** Clears every override and reloads the page as a normal visitor sees it. */
export function resetQaOverrides(): void {
  try {
    localStorage.removeItem(QA_OVERRIDES_KEY);
  } catch {
    // nothing stored
  }
  writeOverridesCookie(null);
  location.replace(withoutOverrideParam(location.href));
}
