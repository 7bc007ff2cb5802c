import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { APPS, type AppName } from '../../shared/src/protocol/apps';

/** The repository root, and the CDN folder the test site serves releases from (see playwright.config.ts). */
export const ROOT = path.resolve(__dirname, '../..');
export const CDN_DIR = path.join(ROOT, '.cdn-e2e');

export const exec = promisify(execFile);

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
  /** A canary running beside `current`. */
  canary?: { id: string; percent: number; startedAt: string };
  /** What `promote` with the smoke check found: routes loaded, time taken, problems. */
  smoke?: { routes: number; ms: number; problems: string[] } | null;
}

export interface Published {
  id: string;
  created: boolean;
  bytes: number;
  files: number;
  ms: number;
}
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
  pointer: Pointer | null;
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

/** `pnpm canary <app> --abort`: ends a running canary, its release for no one. */
export const abortCanary = (app: AppName) => releaseCli<Pointer>('canary', app, '--abort');

/**
 * Puts `app`'s pointer back to `release` (no canary running, that release live), whatever a test
 * left: for `afterEach`, so a test that fails half-way never leaves a tampered, broken or canary
 * release live for the tests after it (or for its own retry).
 */
export async function restoreLive(app: AppName, release: string): Promise<void> {
  const { pointer } = await canaryOf(app);
  if (pointer?.canary) await abortCanary(app);
  if ((await pointerOf(app)).current !== release) await promote(app, release);
}

export const listReleases = async (app: AppName) => (await releaseCli<{ releases: { id: string }[] }>('releases', app)).releases;
export const pointerOf = async (app: AppName) => (await releaseCli<{ pointer: Pointer }>('releases', app)).pointer;

/**
 * A change to make in a copy of the sources: a string replaced in a file, a file added, or a top-level
 * folder as it was at an earlier commit (its tracked files from git, with this checkout's installed packages).
 */
export type SourceChange = { file: string; from: string; to: string } | { file: string; content: string } | { folder: string; at: string };

/** A scratch copy of the workspace (see withSourceCopy), and what a team does in it. */
export interface SourceCopy {
  /** The copy's root: the repository's layout, with the copied folders real and the rest linked. */
  root: string;
  /** Builds one app as its team does (`pnpm run build` in its folder), optionally with extra env. */
  build(app: AppName, env?: Record<string, string>): Promise<void>;
  /** Publishes that build as a release, as `pnpm release <app>` does with its dist/. */
  release(app: AppName): Promise<Published>;
  /** Runs one of the app's own scripts in its folder of the copy (`pnpm run <script> -- …args`). */
  run(app: AppName, script: string, ...args: string[]): Promise<void>;
}

/** Build output and caches of a folder: never copied (each build makes its own). */
const NOT_COPIED = new Set(['node_modules', 'dist', '.swc', '.data']);
/** In a package's node_modules, what its builds write (not the links to its dependencies). */
const BUILD_STATE = new Set(['.cache', '.first-view', '.bundle-report.json']);

/**
 * Runs fn with a scratch copy of the sources in which `changes` are made: the suites build their
 * releases there, so the working tree — tracked files, untracked files, each app's dist/ — is never
 * touched, and a run that is killed half-way leaves `git status` as it was (and only a folder in the
 * system's temp dir). The copy mirrors the repository: `app`'s folder and every folder a change
 * touches are copied (sources — from git for a folder taken at an earlier commit — with their
 * node_modules' links to the same installed packages), every other top-level entry is a link to the real one. Removed when fn ends, whatever happens.
 */
export async function withSourceCopy<T>(app: AppName, changes: SourceChange[], fn: (copy: SourceCopy) => Promise<T>): Promise<T> {
  const root = await mkdtemp(path.join(tmpdir(), 'mars-e2e-sources-'));
  try {
    const earlier = new Map(changes.flatMap((c) => ('at' in c ? [[c.folder, c.at] as const] : [])));
    const copied = new Set([APPS[app].dir, ...changes.map((c) => ('at' in c ? c.folder : (c.file.split('/')[0] as string)))]);
    for (const entry of await readdir(ROOT)) {
      if (entry === '.git' || entry.startsWith('.cdn')) continue;
      if (!copied.has(entry)) await symlink(path.join(ROOT, entry), path.join(root, entry));
    }
    for (const dir of copied) {
      const commit = earlier.get(dir);
      if (commit) await exec('sh', ['-c', 'git archive --format=tar "$1" "$2" | tar -x -C "$3"', 'sh', commit, dir, root], { cwd: ROOT });
      else await copySources(dir, root);
      await copyModuleLinks(dir, root);
    }
    for (const change of changes) {
      if ('at' in change) continue;
      const file = path.join(root, change.file);
      if ('content' in change) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, change.content, { flag: 'wx' });
        continue;
      }
      const original = await readFile(file, 'utf8');
      if (!original.includes(change.from)) throw new Error(`${change.file} does not contain "${change.from}"`);
      await writeFile(file, original.replace(change.from, change.to));
    }
    const dirOf = (a: AppName) => path.join(root, APPS[a].dir);
    return await fn({
      root,
      async build(a, env = {}) {
        if (!copied.has(APPS[a].dir)) throw new Error(`${APPS[a].dir} is not copied here: withSourceCopy('${a}', …)`);
        await exec('pnpm', ['run', 'build'], { cwd: dirOf(a), env: { ...process.env, ...env } });
      },
      async release(a) {
        // From e2e/, where tsx is installed (`--import` resolves it from the working directory).
        const script = path.join(__dirname, 'publishBuild.mjs');
        const { stdout } = await exec(process.execPath, ['--import', 'tsx', script, a, path.join(dirOf(a), 'dist')], {
          cwd: path.join(ROOT, 'e2e'),
          env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
        });
        return JSON.parse(stdout) as Published;
      },
      async run(a, script, ...args) {
        await exec('pnpm', ['run', script, ...(args.length ? ['--', ...args] : [])], { cwd: dirOf(a) });
      },
    });
  } finally {
    // Links are removed, never followed: the real folders they point to stay as they are.
    await rm(root, { recursive: true, force: true });
  }
}

/** Copies one top-level folder of the repository into the copy: its sources as they are in the working tree. */
async function copySources(dir: string, root: string): Promise<void> {
  const from = path.join(ROOT, dir);
  await cp(from, path.join(root, dir), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => src === from || !NOT_COPIED.has(path.basename(src)),
  });
}

/**
 * A copied folder's links to its dependencies, as the package manager made them (relative: in the copy
 * they reach the same packages, and a workspace package that is copied too is the copy's).
 */
async function copyModuleLinks(dir: string, root: string): Promise<void> {
  const modules = path.join(ROOT, dir, 'node_modules');
  await cp(modules, path.join(root, dir, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => src === modules || !BUILD_STATE.has(path.basename(src)),
  }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}

/** A release of `app` built from a copy of the sources with `changes` made (and extra build env). */
export async function releaseWithChanges(app: AppName, changes: SourceChange[], env: Record<string, string> = {}): Promise<string> {
  return withSourceCopy(app, changes, async (copy) => {
    await copy.build(app, env);
    return (await copy.release(app)).id;
  });
}

/** A release of `app` that differs in one visible string (`from` replaced with `to` in `file`). */
export const releaseWithEdit = (app: AppName, file: string, from: string, to: string): Promise<string> =>
  releaseWithChanges(app, [{ file, from, to }]);

/**
 * A blog release whose articles throw `message` on mount (not while the build renders the first
 * views): the article route breaks, the index does not.
 */
export function brokenArticleRelease(message: string): Promise<string> {
  const file = 'remote-blog/src/article/BlogArticle.tsx';
  const line = '  const article = findArticle(slug);';
  return releaseWithChanges('blog', [
    { file, from: "import type { ReactNode } from 'react';", to: "import { type ReactNode, useEffect } from 'react';" },
    { file, from: line, to: `${line}\n  useEffect(() => {\n    throw new Error(${JSON.stringify(message)});\n  }, []);` },
  ]);
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
 * A fingerprint of the host's own files as served: every script of the host's origin its page loads,
 * by URL and content. (Not the page itself: the edge composes it from the live releases; nor a
 * remote's behaviour script it lists, such as the hero's player: that is the remote's release.)
 */
export async function hostFingerprint(origin = 'http://localhost:3000'): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const scripts = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...lateLoads(html).flatMap((x) => x.script ?? []),
  ].filter((src) => new URL(src, origin).origin === origin);
  if (scripts.length === 0) throw new Error('the host page loads no script');
  const hash = createHash('sha256');
  for (const src of scripts) hash.update(src).update(Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer()));
  return hash.digest('hex');
}

/** `git status` of a folder: what a test may compare before and after to show it touched nothing there. */
export async function gitStatus(dir: string): Promise<string> {
  return (await exec('git', ['status', '--porcelain', '--', dir], { cwd: ROOT })).stdout;
}
