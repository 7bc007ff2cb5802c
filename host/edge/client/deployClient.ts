/**
 * The deploy API's client (worker/deploy/api.ts): what `pnpm release|promote|rollback|releases <app>`
 * and `pnpm start` use, locally and in production alike. The edge is MARS_EDGE_URL (default: the local
 * host origin); the token is MARS_DEPLOY_TOKEN, or, locally, the app's token in the CDN folder.
 * Node-only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, type AppName, localOrigin } from '@mars/shared/apps';
import { sha256Hex } from '@mars/shared/digest';
import type { AppPointer, PointerChange, PointerEvent } from '../worker/releases/pointerState';
import type { BucketCheck, ReleaseRecord } from '../worker/releases/records';
import { releaseIdOf } from '../worker/releases/releaseId';
import type { ReportData } from '../worker/report/reportData';
import type { PruneReport } from '../worker/retention/pruneReport';
import type { Figures } from '../worker/rum/releaseFigures';

/** Where the builds are and git runs: the repository's root. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

const edgeUrl = (): string => process.env.MARS_EDGE_URL ?? localOrigin('host');

/** Each app's token when MARS_DEPLOY_TOKEN is not set: none, unless the caller knows them (the CLI and the local site: this machine's). */
let defaultToken: (app: AppName) => string | undefined = () => undefined;
export function deployTokensFrom(tokenOf: (app: AppName) => string | undefined): void {
  defaultToken = tokenOf;
}
function tokenFor(app: AppName): string {
  const token = process.env.MARS_DEPLOY_TOKEN ?? defaultToken(app);
  if (!token) throw new Error(`no deploy token for ${app}: set MARS_DEPLOY_TOKEN (its team's token for this edge)`);
  return token;
}

type Fetch = (url: string, init: RequestInit & { duplex?: 'half' }) => Promise<Response>;

/** How requests reach the edge: over the network, or straight into a local edge (`mf.dispatchFetch`) that has no host socket open. */
let send: Fetch = (url, init) => fetch(url, init);
export function deployThrough(fetchImpl: Fetch): void {
  send = fetchImpl;
}

/** Accepts an app key (`blog`) or its folder (`remote-blog`). */
export function appKey(nameOrDir: string): AppName {
  const key = (Object.keys(APPS) as AppName[]).find((k) => k === nameOrDir || APPS[k].dir === nameOrDir);
  if (!key) throw new Error(`unknown app "${nameOrDir}" (one of: ${Object.keys(APPS).join(', ')})`);
  return key;
}

/** Connection failures worth another try, for a call that may safely arrive twice. */
const TRANSIENT = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET']);
/** A file or release sent twice is the same, a promote to the live release changes nothing; a rollback or a canary's end twice would not be. */
const repeatable = (method: string, route: string) => !(method === 'POST' && (route === 'rollback' || route === 'canary'));

/** The deploy API's answers (worker/deploy/), in the shapes of the data they carry. */
export interface ReleasesAnswer {
  releases: ReleaseRecord[];
  pointer: (AppPointer & { app: string }) | null;
}
export type PointerAnswer = PointerChange & { verified?: BucketCheck | null };
export interface CanaryAnswer {
  app: string;
  pointer: AppPointer | null;
  canary: Figures | null;
  stable: Figures | null;
  verdict: { action: string; reason: string } | null;
  events: PointerEvent[];
}
export type ReportAnswer = ReportData;

async function call<T>(app: AppName, method: string, route: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  for (let attempt = 1; ; attempt++) {
    try {
      res = await send(`${edgeUrl()}/_edge/deploy/apps/${app}/${route}`, {
        method,
        headers: { Authorization: `Bearer ${tokenFor(app)}`, ...headers },
        body,
        ...(body ? { duplex: 'half' as const } : {}),
      });
      break;
    } catch (err) {
      const e = err as { cause?: { code?: string }; code?: string; message?: string };
      const code = e.cause?.code ?? e.code;
      // A just-started edge may drop the first connections: a few short retries, then the real error.
      if (code && TRANSIENT.has(code) && attempt < 4 && repeatable(method, route)) {
        await new Promise((r) => setTimeout(r, 250 * attempt));
        continue;
      }
      throw new Error(`the edge at ${edgeUrl()} does not answer (${code ?? e.message}): start it with pnpm start`);
    }
  }
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  if (!res.ok) throw new Error(json.error ?? `HTTP ${res.status}`);
  return json as T;
}

/**
 * Files that stay with the build and are not published: source maps (for the team, not the public)
 * and Module Federation's build report (its `usedIn` lists vary between two builds of the same
 * sources, which would defeat same-content-same-id).
 */
const NOT_PUBLISHED = (name: string) => name.endsWith('.map') || name === 'mf-manifest-stats.json';

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (!NOT_PUBLISHED(entry.name)) out.push(rel);
  }
  return out.sort();
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'nogit';
  }
}

/** Runs fn over items, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

/**
 * Publishes an app's build (default: `<app>/dist`) as a release: uploads each file with its SHA-256,
 * then the record; the edge checks every file and the id before the release exists. `commit`: the
 * commit the id names (default: the repository's HEAD; a check that compares runs of two commits fixes it).
 */
export async function publishRelease(
  app: AppName,
  { distDir, commit = gitCommit() }: { distDir?: string; commit?: string } = {},
): Promise<{ app: string; id: string; created: boolean; files: number; bytes: number; contract: string }> {
  const dist = distDir ?? path.join(ROOT, APPS[app].dir, 'dist');
  const infoFile = path.join(dist, 'build-info.json');
  if (!existsSync(infoFile)) throw new Error(`${path.relative(ROOT, dist)} has no build-info.json: build ${APPS[app].dir} first`);
  const info = JSON.parse(await readFile(infoFile, 'utf8'));
  if (app !== 'host' && !existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no mf-manifest.json`);
  const files = await Promise.all(
    (await listFiles(dist)).map(async (rel) => {
      const content = await readFile(path.join(dist, rel));
      return { path: rel, size: content.length, sha256: await sha256Hex(content), content };
    }),
  );
  const id = await releaseIdOf({ version: info.version, commit }, files);
  await inBatches(files, 8, (f) =>
    call<unknown>(app, 'PUT', `releases/${id}/files/${f.path.split('/').map(encodeURIComponent).join('/')}`, f.content, {
      'X-Content-SHA256': f.sha256,
      'Content-Type': 'application/octet-stream',
    }),
  );
  const record = { version: info.version, commit, contract: info.contract, files: files.map(({ content: _c, ...f }) => f) };
  const result = await call<{ created: boolean; bytes?: number }>(app, 'POST', `releases/${id}`, JSON.stringify(record), {
    'Content-Type': 'application/json',
  });
  return {
    app,
    id,
    created: result.created,
    files: files.length,
    bytes: result.bytes ?? files.reduce((s, f) => s + f.size, 0),
    contract: info.contract,
  };
}

export const listReleases = (app: AppName): Promise<ReleasesAnswer> => call(app, 'GET', 'releases');
/**
 * Makes `id` (default: the newest published release) live; with `canary`, for that percent of
 * visitors only; `force` past the gate, with `smoke` the smoke check's findings it overrides (recorded).
 */
export const promote = (
  app: AppName,
  id?: string,
  { canary, force, smoke }: { canary?: number | undefined; force?: boolean | undefined; smoke?: string[] } = {},
): Promise<PointerAnswer> =>
  call(
    app,
    'POST',
    'promote',
    JSON.stringify({
      ...(id ? { id } : {}),
      ...(canary !== undefined ? { canary } : {}),
      ...(force ? { force } : {}),
      ...(smoke?.length ? { smoke } : {}),
    }),
    { 'Content-Type': 'application/json' },
  );
/** The live site, where the smoke check loads pages: the edge's host origin. */
export const siteUrl = edgeUrl;
/** The app's canary beside its stable release: figures, verdict so far, events. */
export const canaryStatus = (app: AppName): Promise<CanaryAnswer> => call(app, 'GET', 'canary');
/** Ends the app's canary by hand: 'promote' or 'abort'. */
export const endCanary = (app: AppName, action: 'promote' | 'abort'): Promise<PointerAnswer> =>
  call(app, 'POST', 'canary', JSON.stringify({ action }), { 'Content-Type': 'application/json' });
/** Daily figures per app and release, and the canary events, of the last `days` days. */
export const reportData = (app: AppName, days = 30): Promise<ReportAnswer> => call(app, 'GET', `report?days=${days}`);
export const rollback = (app: AppName): Promise<PointerAnswer> => call(app, 'POST', 'rollback');
/** Applies the retention policy to the app's releases now; `dryRun`: only what would go and why (as of `at`). */
export const pruneReleases = (
  app: AppName,
  { dryRun = false, at }: { dryRun?: boolean; at?: string | undefined } = {},
): Promise<PruneReport> =>
  call(app, 'POST', 'prune', JSON.stringify({ dryRun, ...(at ? { at } : {}) }), { 'Content-Type': 'application/json' });
