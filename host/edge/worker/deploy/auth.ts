/**
 * Who may deploy what: each app has its own token (DEPLOY_TOKENS, a secret); a team's token
 * publishes and promotes its own app and nothing else. Tokens are compared in constant time and never
 * logged or echoed.
 */
import { sha256 } from '@mars/shared/digest';
import { problem } from './answers';

/** Equal strings, in time that says nothing about where they differ (digests compared whole). */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual?: (a: ArrayBuffer, b: ArrayBuffer) => boolean };
  if (typeof subtle.timingSafeEqual === 'function') return subtle.timingSafeEqual(x, y);
  const u = new Uint8Array(x);
  const v = new Uint8Array(y);
  let diff = 0;
  for (let i = 0; i < u.length; i++) diff |= (u[i] as number) ^ (v[i] as number);
  return diff === 0;
}

/** 401 without a known token, 403 with another app's; null when the token is this app's. */
export async function authorize(request: Request, tokensVar: unknown, app: string): Promise<Response | null> {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return problem(401, 'Send a deploy token: Authorization: Bearer <token>.');
  const tokens: Record<string, unknown> =
    typeof tokensVar === 'string' ? JSON.parse(tokensVar) : ((tokensVar as Record<string, unknown>) ?? {});
  let owner: string | null = null;
  // Every token is compared, whichever matches: the time taken does not say which.
  for (const [name, secret] of Object.entries(tokens)) if (typeof secret === 'string' && (await sameSecret(token, secret))) owner = name;
  if (!owner) return problem(401, 'This deploy token is not valid.');
  if (owner !== app) return problem(403, `This token deploys ${owner} only, not ${app}.`);
  return null;
}
