/**
 * Releases on the local CDN folder, the way a team ships one app without touching the others.
 *
 *   .cdn/releases/<app>/<version>-<commit>-<hash>/   immutable: the app's build + release.json
 *   .cdn/pointers/<app>.json                         which release is live, and the ones before it
 *
 * A release folder is written under a temporary name and renamed into place, and never changed
 * afterwards (its name ends with a hash of its content, so the same build always gets the same name).
 * A pointer is one small file per app, replaced by write-then-rename under a per-app lock: promoting
 * two different apps at once never loses either change, and a reader never sees half a file.
 * The host reads no build-time remote URLs: its run-time config is composed from these pointers.
 * Node-only.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, REMOTES, ROOT } from './apps.mjs';

/** How many earlier releases a pointer remembers for rollback. */
export const HISTORY_LENGTH = 10;

export const cdnDir = () => process.env.MARS_CDN_DIR ?? path.join(ROOT, '.cdn');
export const releasesDir = (app) => path.join(cdnDir(), 'releases', app);
export const releaseDir = (app, id) => path.join(releasesDir(app), id);
const pointerFile = (app) => path.join(cdnDir(), 'pointers', `${app}.json`);

/** A release id is a folder name: letters, digits, dots and dashes only (no path tricks). */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.-]{0,80}$/;

function assertApp(app) {
  if (!APPS[app]) throw new Error(`unknown app "${app}" (one of: ${Object.keys(APPS).join(', ')})`);
}

/** Accepts an app key (`blog`) or its folder (`remote-blog`). */
export function appKey(nameOrDir) {
  const key = Object.keys(APPS).find((k) => k === nameOrDir || APPS[k].dir === nameOrDir);
  if (!key) throw new Error(`unknown app "${nameOrDir}" (one of: ${Object.keys(APPS).join(', ')})`);
  return key;
}

function gitCommit() {
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

/**
 * Files that stay with the build and are not published: source maps (for the team, not the public)
 * and Module Federation's build report (mf-manifest-stats.json: not used at run time, and its
 * `usedIn` lists vary between two builds of the same sources, which would defeat same-content-same-id).
 */
const NOT_PUBLISHED = (name) => name.endsWith('.map') || name === 'mf-manifest-stats.json';

/** Every published file under dir (relative, sorted). */
async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (!NOT_PUBLISHED(entry.name)) out.push(rel);
  }
  return out.sort();
}

/**
 * Copies an app's build (default: `<app>/dist`) to a new immutable release folder.
 * @returns {Promise<{ app: string, id: string, dir: string, created: boolean, files: number, bytes: number }>}
 */
export async function publishRelease(app, { distDir } = {}) {
  assertApp(app);
  const dist = distDir ?? path.join(ROOT, APPS[app].dir, 'dist');
  const infoFile = path.join(dist, 'build-info.json');
  if (!existsSync(infoFile)) throw new Error(`${path.relative(ROOT, dist)} has no build-info.json: build ${APPS[app].dir} first`);
  const info = JSON.parse(await readFile(infoFile, 'utf8'));
  if (app !== 'host' && !existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no mf-manifest.json`);

  const files = await listFiles(dist);
  const hash = createHash('sha256');
  let bytes = 0;
  for (const rel of files) {
    const content = await readFile(path.join(dist, rel));
    bytes += content.length;
    hash.update(rel).update('\0').update(content).update('\0');
  }
  const id = `${info.version}-${gitCommit()}-${hash.digest('hex').slice(0, 8)}`;
  const dir = releaseDir(app, id);
  const result = { app, id, dir, created: false, files: files.length, bytes, contract: info.contract };
  if (existsSync(dir)) return result; // same content, same name: already published

  await mkdir(releasesDir(app), { recursive: true });
  const tmp = path.join(releasesDir(app), `.tmp-${id}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    for (const rel of files) {
      await mkdir(path.dirname(path.join(tmp, rel)), { recursive: true });
      await cp(path.join(dist, rel), path.join(tmp, rel));
    }
    const record = { app, id, version: info.version, commit: id.split('-')[1], contract: info.contract, files: files.length, bytes };
    await writeFile(path.join(tmp, 'release.json'), `${JSON.stringify({ ...record, publishedAt: new Date().toISOString() }, null, 2)}\n`);
    await rename(tmp, dir);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    // Another publisher renamed the same content into place first: that is the same release.
    if (existsSync(dir)) return result;
    throw err;
  }
  return { ...result, created: true };
}

/** Published releases of an app, newest first. */
export async function listReleases(app) {
  assertApp(app);
  if (!existsSync(releasesDir(app))) return [];
  const out = [];
  for (const name of await readdir(releasesDir(app))) {
    if (name.startsWith('.')) continue;
    try {
      out.push(JSON.parse(await readFile(path.join(releaseDir(app, name), 'release.json'), 'utf8')));
    } catch {
      // not a release folder
    }
  }
  return out.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** @returns {Promise<{ app: string, current: string, history: string[], updatedAt: string } | null>} */
export async function readPointer(app) {
  assertApp(app);
  try {
    return JSON.parse(await readFile(pointerFile(app), 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

/** Runs fn while holding the app's pointer lock (an exclusive-create lock file; stale after 10 s). */
async function withPointerLock(app, fn) {
  const lock = `${pointerFile(app)}.lock`;
  await mkdir(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 10_000) await rm(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`pointer for ${app} is locked (${lock})`);
      else await new Promise((r) => setTimeout(r, 20 + Math.random() * 30));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}

async function writePointer(app, pointer) {
  const file = pointerFile(app);
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, `${JSON.stringify(pointer, null, 2)}\n`);
  await rename(tmp, file);
}

/** Makes `id` (default: the newest published release) the live release of the app. */
export async function promote(app, id) {
  assertApp(app);
  const target = id ?? (await listReleases(app))[0]?.id;
  if (!target) throw new Error(`${app} has no published release: run release first`);
  if (!RELEASE_ID.test(target) || !existsSync(path.join(releaseDir(app, target), 'release.json'))) {
    throw new Error(`${app} has no release "${target}" (see: releases ${app})`);
  }
  return withPointerLock(app, async () => {
    const before = await readPointer(app);
    if (before?.current === target) return { ...before, changed: false };
    const history = [before?.current, ...(before?.history ?? [])].filter((x) => x && x !== target).slice(0, HISTORY_LENGTH);
    const pointer = { app, current: target, history, updatedAt: new Date().toISOString() };
    await writePointer(app, pointer);
    return { ...pointer, previous: before?.current ?? null, changed: true };
  });
}

/** Points the app back at the release it used before the current one. */
export async function rollback(app) {
  assertApp(app);
  return withPointerLock(app, async () => {
    const before = await readPointer(app);
    const [previous, ...older] = before?.history ?? [];
    if (!before || !previous) throw new Error(`${app} has no earlier release to roll back to`);
    const pointer = { app, current: previous, history: older, updatedAt: new Date().toISOString() };
    await writePointer(app, pointer);
    return { ...pointer, previous: before.current, changed: true };
  });
}

/**
 * The host's run-time config, composed from the live pointers: each remote's manifest URL is the
 * manifest inside its live release folder on that remote's CDN origin.
 * @param {ReturnType<import('./apps.mjs').localRuntimeConfig>} base
 * @param {(remote: string) => string} originOf
 */
export async function composeRuntimeConfig(base, originOf) {
  const remotes = { ...base.remotes };
  for (const remote of REMOTES) {
    const pointer = await readPointer(remote);
    if (pointer) remotes[remote] = `${originOf(remote)}/${pointer.current}/mf-manifest.json`;
  }
  return { ...base, remotes };
}
