import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { APPS, type AppName } from '../../shared/src/protocol/apps';

/** The repository root, and the CDN folder the test site serves releases from (see playwright.config.ts). */
export const ROOT = path.resolve(__dirname, '../..');
export const CDN_DIR = path.join(ROOT, '.cdn-e2e');

export const exec = promisify(execFile);

/** Builds one app exactly as its team does (`pnpm --filter <app> build`), optionally with extra env. */
export async function build(app: AppName, env: Record<string, string> = {}): Promise<void> {
  await exec('pnpm', ['--filter', `./${APPS[app].dir}`, 'run', 'build'], { cwd: ROOT, env: { ...process.env, ...env } });
}

async function releaseCli<T>(...args: string[]): Promise<T> {
  const { stdout } = await exec('node', ['host/edge/bin/mars-edge.mjs', ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
  });
  return JSON.parse(stdout) as T;
}

export interface Pointer {
  current: string;
  history: string[];
  /** What `promote` with the smoke check found: routes loaded, time taken, problems. */
  smoke?: { routes: number; ms: number; problems: string[] } | null;
}

export const release = (app: AppName) =>
  releaseCli<{ id: string; created: boolean; bytes: number; files: number; ms: number }>('release', app);
/**
 * `pnpm promote <app> [id]`. The suites promote dozens of times to set up their cases (broken
 * releases on purpose among them), so the smoke check runs only where a test asks for it (`smoke`).
 */
export const promote = (app: AppName, id?: string, o: { force?: boolean; smoke?: boolean } = {}) =>
  releaseCli<Pointer>('promote', app, ...(id ? [id] : []), ...(o.force ? ['--force'] : []), ...(o.smoke ? [] : ['--no-smoke']));
export const rollback = (app: AppName) => releaseCli<Pointer>('rollback', app);
/** `pnpm promote <app> <id> --canary <percent>`. */
export const promoteCanary = (app: AppName, id: string, percent: number) =>
  releaseCli<Pointer>('promote', app, id, '--canary', String(percent), '--no-smoke');

export interface CanaryStatus {
  pointer: (Pointer & { canary?: { id: string; percent: number; startedAt: string } }) | null;
  canary: { samples: number; errorViews: number } | null;
  stable: { samples: number; errorViews: number } | null;
  events: {
    action: string;
    id: string;
    stable: string;
    at: string;
    reason: string;
    figures?: { canary: { samples: number; errorViews: number } };
  }[];
}
/** `pnpm canary <app>`: the canary beside stable, and the app's canary events. */
export const canaryOf = (app: AppName) => releaseCli<CanaryStatus>('canary', app);
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  disposition: string;
  count: number;
}
/** `pnpm report --json --days 1`: what the edge stored of real visitors, canaries and CSP reports. */
export async function reportOf(): Promise<{ csp: CspViolation[] }> {
  const { stdout } = await exec('node', ['host/edge/bin/mars-edge.mjs', 'report', '--json', '--days', '1'], {
    cwd: ROOT,
    env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
  });
  return JSON.parse(stdout);
}

export const listReleases = async (app: AppName) => (await releaseCli<{ releases: { id: string }[] }>('releases', app)).releases;
export const pointerOf = async (app: AppName) => (await releaseCli<{ pointer: Pointer }>('releases', app)).pointer;

/**
 * Replaces `from` with `to` in a source file while fn runs, then puts the file back exactly as it
 * was (also when fn throws). Used to make a release that differs in one visible string.
 */
export async function withEdit<T>(file: string, from: string, to: string, fn: () => Promise<T>): Promise<T> {
  const abs = path.join(ROOT, file);
  const original = await readFile(abs, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  await writeFile(abs, original.replace(from, to));
  try {
    return await fn();
  } finally {
    await writeFile(abs, original);
  }
}

/** Adds a file while fn runs, then removes it (also when fn throws). */
export async function withFile<T>(file: string, content: string, fn: () => Promise<T>): Promise<T> {
  const abs = path.join(ROOT, file);
  await writeFile(abs, content, { flag: 'wx' });
  try {
    return await fn();
  } finally {
    await rm(abs, { force: true });
  }
}

/**
 * Builds the app with one string changed and publishes it; the source is put back at once (rebuild
 * the app afterwards to bring its dist/ back in line with the sources).
 */
export async function releaseWithEdit(app: AppName, file: string, from: string, to: string): Promise<string> {
  const { id } = await withEdit(file, from, to, async () => {
    await build(app);
    return release(app);
  });
  return id;
}

/**
 * A blog release whose articles throw `message` on mount (not while the build renders the first
 * views): the article route breaks, the index does not. dist/ is rebuilt from the sources afterwards.
 */
export async function brokenArticleRelease(message: string): Promise<string> {
  const file = 'remote-blog/src/article/BlogArticle.tsx';
  const line = '  const article = findArticle(slug);';
  const id = await withEdit(file, "import type { ReactNode } from 'react';", "import { type ReactNode, useEffect } from 'react';", () =>
    withEdit(file, line, `${line}\n  useEffect(() => {\n    throw new Error(${JSON.stringify(message)});\n  }, []);`, async () => {
      await build('blog');
      return (await release('blog')).id;
    }),
  );
  await build('blog');
  return id;
}

/**
 * What a page of the host's origin loads once its first view has painted (the edge lists it in a
 * data block for the page's inline script): the app's scripts, and preloads of the route's remote files.
 */
export function lateLoads(html: string): { script?: string; href?: string; as?: string }[] {
  const block = html.match(/<script type="application\/json" id="first-view-late">(.*?)<\/script>/)?.[1];
  return block ? JSON.parse(block) : [];
}

/**
 * A fingerprint of the host's own files as served: every script its page loads, by URL and content.
 * (Not the page itself: the edge composes it from the live releases.)
 */
export async function hostFingerprint(origin = 'http://localhost:3000'): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const scripts = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...lateLoads(html).flatMap((x) => x.script ?? []),
  ];
  if (scripts.length === 0) throw new Error('the host page loads no script');
  const hash = createHash('sha256');
  for (const src of scripts) hash.update(src).update(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()));
  return hash.digest('hex');
}

/** `git status` of a folder: what a test may compare before and after to show it touched nothing there. */
export async function gitStatus(dir: string): Promise<string> {
  return (await exec('git', ['status', '--porcelain', '--', dir], { cwd: ROOT })).stdout;
}
