/**
 * Which releases one visitor gets: the live ones, or an app's canary when the visitor's bucket falls
 * inside the canary's share. The bucket (0–99) is drawn at random once and kept in an essential
 * first-party cookie set by the edge, so a visitor keeps their variant across pages and reloads. It
 * carries nothing about the visitor and is never stored or reported.
 *
 * A page and the run-time config its app fetches must be one variant: the edge writes the variant
 * into the config's URL in the page (`/runtime-config.json?variant=blog`), so the config follows the
 * page even when cookies are blocked.
 */

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

/** The apps whose canary a bucket falls in, sorted. */
export const canariesFor = (pointers, bucket) =>
  Object.entries(pointers.apps)
    .filter(([, p]) => p.canary && bucket !== null && bucket < p.canary.percent)
    .map(([app]) => app)
    .sort();

/** The apps named by `?variant=` that do have a canary running (anything else is ignored). */
export const canariesNamed = (pointers, param) => [...new Set((param ?? '').split(','))].filter((app) => pointers.apps[app]?.canary).sort();

/**
 * The pointers as one variant sees them: each app in `canaries` at its canary release, the others at
 * their live one. The version names the variant too, so what is cached per version stays per variant.
 */
export function variantPointers(pointers, canaries) {
  if (!canaries.length) return { ...pointers, canaries };
  const apps = { ...pointers.apps };
  for (const app of canaries) apps[app] = { ...apps[app], current: apps[app].canary.id };
  return { ...pointers, apps, canaries, version: `${pointers.version}+${canaries.join(',')}` };
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
