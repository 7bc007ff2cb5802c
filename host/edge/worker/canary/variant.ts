/**
 * Which releases one visitor gets: the live ones, or an app's canary when the visitor's bucket falls
 * inside the canary's share. The bucket (0–99) is drawn at random once and kept in an essential
 * first-party cookie set by the edge, so a visitor keeps their variant across pages and reloads. It
 * carries nothing about the visitor and is never stored or reported.
 *
 * A page and the run-time config its app fetches must be one variant: the edge writes the variant
 * into the config's URL in the page (`/runtime-config.json?variant=blog@<release>`), so the config
 * follows the page even when cookies are blocked, and even when the canary ends between the two.
 */
import type { PointersState } from '../releases/pointerState';

/** The releases one variant is made of: the pointers, with its canaries and QA overrides in place. */
export interface VariantPointers extends Omit<PointersState, 'version'> {
  version: number | string;
  /** The apps at their canary release. */
  canaries: string[];
  /** The apps at a QA override's release. */
  qa: string[];
}

/** app → release. */
export type Picks = Record<string, string>;

/** How long after a canary ends a page made of it may still ask for its config. */
export const ENDED_CANARY_GRACE_MS = 10 * 60_000;

export const BUCKET_COOKIE = 'mars_bucket';
const BUCKET_MAX_AGE_S = 180 * 24 * 3600;

/** The visitor's bucket from the Cookie header, or null if there is none (or it is not one). */
export function bucketOf(cookieHeader: string | null): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BUCKET_COOKIE && /^\d{1,2}$/.test(value ?? '')) return Number(value);
  }
  return null;
}

/** A new bucket, 0–99, uniformly. */
export function newBucket(): number {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return n % 100;
}

/** The Set-Cookie value that keeps a bucket (Secure on https). */
export const bucketCookie = (bucket: number, secure: boolean): string =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/** The canaries a bucket falls in: { app: canary release }. */
export function canariesFor(pointers: PointersState, bucket: number | null): Picks {
  const picks: Picks = {};
  for (const [app, p] of Object.entries(pointers.apps))
    if (p.canary && bucket !== null && bucket < p.canary.percent) picks[app] = p.canary.id;
  return picks;
}

/**
 * The canaries a page names (`blog@<release>,demo@<release>`): each if it is that app's running
 * canary, or one that ended less than ENDED_CANARY_GRACE_MS ago (the page was made of it). Anything
 * else is ignored: a page cannot pick a release that was never a canary.
 */
export function canariesNamed(pointers: PointersState, param: string | null, now = Date.now()): Picks {
  const picks: Picks = {};
  for (const entry of (param ?? '').split(',')) {
    const [app, id] = entry.split('@');
    const pointer = app ? pointers.apps[app] : undefined;
    if (!app || !id || !pointer) continue;
    const running = pointer.canary?.id === id;
    const justEnded = (pointers.events ?? []).some(
      (e) => e.app === app && e.id === id && e.action !== 'started' && now - Date.parse(e.at) < ENDED_CANARY_GRACE_MS,
    );
    if (running || justEnded) picks[app] = id;
  }
  return picks;
}

/** How a page names its canaries in its config's URL. */
export const variantParam = (picks: Picks): string =>
  Object.entries(picks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, id]) => `${app}@${id}`)
    .join(',');

/**
 * The pointers as one variant sees them: each app in `picks` at that release, the others at their
 * live one. The version names the variant too, so what is cached per version stays per variant.
 */
export function variantPointers(pointers: PointersState, picks: Picks, overrides: Picks = {}): VariantPointers {
  // A QA override of an app replaces its canary for that browser.
  const canaries = Object.keys(picks)
    .filter((app) => !overrides[app])
    .sort();
  const qa = Object.keys(overrides).sort();
  if (!canaries.length && !qa.length) return { ...pointers, canaries, qa };
  const apps = { ...pointers.apps };
  for (const app of canaries) apps[app] = { history: [], updatedAt: '', ...apps[app], current: picks[app] as string };
  for (const app of qa) apps[app] = { history: [], updatedAt: '', ...apps[app], current: overrides[app] as string };
  const named = [variantParam(Object.fromEntries(canaries.map((a) => [a, picks[a] as string]))), overrideParams(overrides)].filter(Boolean);
  return { ...pointers, apps, canaries, qa, version: `${pointers.version}+${named.join('&')}` };
}

/**
 * The composition id: every app's release on this page, and the canaries it is in. It goes into the
 * page, every metric and error report, and each demo request.
 */
export const compositionOf = (
  pointers: Pick<VariantPointers, 'apps'> & Partial<Pick<VariantPointers, 'canaries' | 'qa'>>,
  apps: string[],
): string =>
  [
    ...apps.map((app) => `${app}=${pointers.apps[app]?.current ?? '-'}`),
    ...(pointers.canaries?.length ? [`canary=${pointers.canaries.join(',')}`] : []),
    ...(pointers.qa?.length ? [`qa=${pointers.qa.join(',')}`] : []),
  ].join(';');

/**
 * QA overrides the edge applies (the host's federation/qaOverrides.ts): a person points one remote
 * at another published release for their own browser — `?override=blog:<release id>` on a page, or
 * the session cookie the host sets while an override is active. The edge composes that person's
 * pages and config from the release (its first view, its preloads, its manifest's digest as
 * recorded at publish), so the integrity chain holds in a QA browser as in everyone else's. An
 * override to a manifest URL (a dev server) is the browser's alone and stays unverified.
 */
export const QA_COOKIE = 'mars_qa_overrides';

/** `app:target` pairs, the query's over the cookie's; an empty target clears that app's. Release ids only. */
export function overridesRequested(searchParams: URLSearchParams, cookieHeader: string | null, releaseId: RegExp): Picks {
  const requested: Picks = {};
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== QA_COOKIE) continue;
    for (const pair of decodeURIComponent(value.join('=')).split(',')) {
      const [app, id] = pair.split(':');
      if (app && id && releaseId.test(id)) requested[app] = id;
    }
  }
  for (const param of searchParams.getAll('override')) {
    const sep = param.indexOf(':');
    if (sep <= 0) continue;
    const app = param.slice(0, sep);
    const target = param.slice(sep + 1).trim();
    if (target === '') delete requested[app];
    else if (releaseId.test(target)) requested[app] = target;
    // A URL is the browser's to load (unverified): the edge serves the live release for it.
    else delete requested[app];
  }
  return requested;
}

/** How a page names its overrides in its config's URL (`override=blog:<id>`, one per app). */
export const overrideParams = (picks: Picks): string =>
  Object.entries(picks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, id]) => `override=${app}:${id}`)
    .join('&');
