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

/** How long after a canary ends a page made of it may still ask for its config. */
export const ENDED_CANARY_GRACE_MS = 10 * 60_000;

export const BUCKET_COOKIE = 'mars_bucket';
const BUCKET_MAX_AGE_S = 180 * 24 * 3600;

/** The visitor's bucket from the Cookie header, or null if there is none (or it is not one). */
export function bucketOf(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BUCKET_COOKIE && /^\d{1,2}$/.test(value ?? '')) return Number(value);
  }
  return null;
}

/** A new bucket, 0–99, uniformly. */
export function newBucket() {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return n % 100;
}

/** The Set-Cookie value that keeps a bucket (Secure on https). */
export const bucketCookie = (bucket, secure) =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/** The canaries a bucket falls in: { app: canary release }. */
export function canariesFor(pointers, bucket) {
  const picks = {};
  for (const [app, p] of Object.entries(pointers.apps))
    if (p.canary && bucket !== null && bucket < p.canary.percent) picks[app] = p.canary.id;
  return picks;
}

/**
 * The canaries a page names (`blog@<release>,demo@<release>`): each if it is that app's running
 * canary, or one that ended less than ENDED_CANARY_GRACE_MS ago (the page was made of it). Anything
 * else is ignored: a page cannot pick a release that was never a canary.
 */
export function canariesNamed(pointers, param, now = Date.now()) {
  const picks = {};
  for (const entry of (param ?? '').split(',')) {
    const [app, id] = entry.split('@');
    if (!app || !id || !pointers.apps[app]) continue;
    const running = pointers.apps[app].canary?.id === id;
    const justEnded = (pointers.events ?? []).some(
      (e) => e.app === app && e.id === id && e.action !== 'started' && now - Date.parse(e.at) < ENDED_CANARY_GRACE_MS,
    );
    if (running || justEnded) picks[app] = id;
  }
  return picks;
}

/** How a page names its canaries in its config's URL. */
export const variantParam = (picks) =>
  Object.entries(picks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, id]) => `${app}@${id}`)
    .join(',');

/**
 * The pointers as one variant sees them: each app in `picks` at that release, the others at their
 * live one. The version names the variant too, so what is cached per version stays per variant.
 */
export function variantPointers(pointers, picks) {
  const canaries = Object.keys(picks).sort();
  if (!canaries.length) return { ...pointers, canaries };
  const apps = { ...pointers.apps };
  for (const app of canaries) apps[app] = { ...apps[app], current: picks[app] };
  return { ...pointers, apps, canaries, version: `${pointers.version}+${variantParam(picks)}` };
}

/**
 * The composition id: every app's release on this page, and the canaries it is in. It goes into the
 * page, every metric and error report, and each demo request.
 */
export const compositionOf = (pointers, apps) =>
  [
    ...apps.map((app) => `${app}=${pointers.apps[app]?.current ?? '-'}`),
    ...(pointers.canaries?.length ? [`canary=${pointers.canaries.join(',')}`] : []),
  ].join(';');
