/**
 * The local CDN folder and each app's deploy token on this machine: what the deploy client needs,
 * without loading the local runtime (Miniflare, wrangler) into every `pnpm release|promote` call.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@mars/shared/apps';
import { ROOT } from './apps';

export const cdnDir = (): string => process.env.MARS_CDN_DIR ?? path.join(ROOT, '.cdn');

/**
 * Each app's deploy token on this machine, made once per CDN folder (kept in it, never in git).
 * In production they are a secret of the Worker and each team's CI holds its own.
 */
export function localDeployTokens(dir = cdnDir()): Record<string, string> {
  const file = path.join(dir, 'deploy-tokens.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const tokens = Object.fromEntries(Object.keys(APPS).map((app) => [app, randomBytes(24).toString('base64url')]));
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
  return tokens;
}
