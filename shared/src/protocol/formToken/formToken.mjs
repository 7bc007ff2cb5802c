/**
 * What the demo form shares with the edge and the demo API.
 *
 * The form's token: when a form was put in front of a visitor, signed, so the demo API can
 * tell a submission sent within seconds of the form appearing (a script) from a person's. The edge
 * stamps one into the form it serves without JavaScript; the live form asks the API for one. Both
 * sign with the same secret (FORM_TOKEN_SECRET). Plain JavaScript on Web Crypto: the edge, the
 * API and the browser run it as it is. Types: formToken.d.mts.
 */
export const FORM_TOKEN_FIELD = 'formToken';
/** The field real visitors never see or fill (hidden from view, from the keyboard and from assistive tech). */
export const HONEYPOT_FIELD = 'website';
/** The secret local runs and tests sign with; a deployment sets FORM_TOKEN_SECRET for the edge and the API. */
export const LOCAL_FORM_TOKEN_SECRET = 'local-form-token-secret';
/** Faster than this from form to submission is not a person typing (the demo API's default; a setting there). */
export const MIN_FILL_MS = 2000;

const VERSION = 'v1';
const encoder = new TextEncoder();
const base64url = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function sign(secret, text) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/** `v1.<issued ms>.<HMAC-SHA256, base64url>` */
export async function issueFormToken(secret, now = Date.now()) {
  const body = `${VERSION}.${now}`;
  return `${body}.${await sign(secret, body)}`;
}

/** Compares two strings by their SHA-256 digests, so the time taken says nothing about where they differ. */
async function sameText(a, b) {
  const [x, y] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(a)),
    crypto.subtle.digest('SHA-256', encoder.encode(b)),
  ]);
  const u = new Uint8Array(x);
  const v = new Uint8Array(y);
  let diff = 0;
  for (let i = 0; i < u.length; i++) diff |= u[i] ^ v[i];
  return diff === 0;
}

/**
 * Why a submission looks automated — 'honeypot', 'no-token', 'bad-token' or 'too-fast' — or null.
 * @param {{ honeypot?: unknown, token?: unknown }} fields
 * @param {string} secret
 * @param {number} [now]
 * @param {number} [minFillMs] how young a token may be before its submission counts as a script's
 */
export async function botVerdict(fields, secret, now = Date.now(), minFillMs = MIN_FILL_MS) {
  if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') return 'honeypot';
  if (typeof fields.token !== 'string' || fields.token === '') return 'no-token';
  const issued = formTokenIssuedAt(fields.token);
  if (issued === null) return 'bad-token';
  const cut = fields.token.lastIndexOf('.');
  if (!(await sameText(await sign(secret, fields.token.slice(0, cut)), fields.token.slice(cut + 1)))) return 'bad-token';
  return now - issued < minFillMs ? 'too-fast' : null;
}

/**
 * When a token of the right shape (`v1.<issued ms>.<signature>`) says it was issued, in ms, or null;
 * the signature is not checked here (botVerdict does).
 * @param {unknown} token
 */
export function formTokenIssuedAt(token) {
  if (typeof token !== 'string') return null;
  const [version, issued, signature, ...rest] = token.split('.');
  if (version !== VERSION || !issued || !/^\d{1,15}$/.test(issued) || !signature || rest.length) return null;
  return Number(issued);
}

/** How long to wait, in words: "40 seconds", "1 minute", "35 minutes" (a refused form and the page that shows it say the same). */
export function waitText(seconds) {
  const s = Math.max(1, Math.ceil(Number(seconds) || 0));
  if (s < 60) return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
