/**
 * The repository as the documents check sees it: the files git tracks (and untracked ones it does
 * not ignore), every folder they make, and whether a path that prose names is one of them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(path.join(ROOT, f)));

/** Every tracked file and folder, as `host/README.md` and `host/src/` (folders end with a slash). */
const places = new Set();
const names = new Set();
for (const file of tracked) {
  places.add(file);
  names.add(path.basename(file));
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i++) places.add(`${parts.slice(0, i).join('/')}/`);
}
/** A path names a place when a tracked place ends with it, at a segment boundary. */
const suffixes = new Set();
for (const place of places) {
  const parts = place.split('/');
  for (let i = 0; i < parts.length; i++) suffixes.add(parts.slice(i).join('/'));
}

/** Files the builds, a release or the local site make, which documents name but git does not hold. */
const ARTIFACTS = new Set([
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
  'routes.json',
  'first-view.json',
  'release.json',
  'build-info.json',
  'deploy-tokens.json',
  'results.json',
  // The bench's figures, written by `pnpm bench`.
  'benchmarks.md',
]);
/** Folders git ignores (.gitignore): what is under them is made, not written. */
const MADE = /(^|\/)(dist|\.data|\.cdn|\.cdn-e2e|\.bench|\.reports|coverage|test-results|playwright-report|node_modules)(\/|$)/;
const FILE_NAME = /^[\w.-]+\.(ts|tsx|mjs|cjs|js|json|jsonc|md|html|css|yaml|sh|svg|webp|avif|jpg|png)$/;
/** A path as prose writes it: segments of letters, digits, `.`, `_`, `-`, `@`, `[]`; a folder ends with `/`. */
const PATH = /^(\.{1,2}\/)?[\w@.[\]-]+(\/[\w@.[\]-]+)*\/?$/;
/** A test file as a comment or a README names it: `composePage.test.ts`, `e2e/tests/demo.spec.ts`. */
export const TEST_FILE = /^[\w@.[\]/-]*[\w[\]-]\.(test|spec)\.(ts|tsx|mts|mjs|cjs|js)$/;

/** Whether `token` reads as a repository path (not a URL, a route, a package, a command or a pattern). */
export function pathLike(token) {
  if (!PATH.test(token) || token.startsWith('@') || token.startsWith('/')) return false;
  // A host name first (`apis.google.com/js/api.js`) is an address, not a path.
  if (/^[\w-]+(\.[\w-]+)*\.(com|org|net|io|dev|example|test)\//.test(token)) return false;
  if (token.includes('/')) {
    const last = token.replace(/\/$/, '').split('/').pop() ?? '';
    // `host/src/index.ts` or `host/src/` — not `text/html`, `origin/main`, `en-US/en-IN`.
    return token.endsWith('/') ? token.split('/').length > 2 || places.has(token) || /^[a-z]+\/$/.test(token) : FILE_NAME.test(last);
  }
  return FILE_NAME.test(token);
}

/** Whether a path-like token, named in `file`, names something that exists. */
export function exists(token, file) {
  const clean = token.replace(/^\.\//, '');
  if (MADE.test(clean) || ARTIFACTS.has(path.basename(clean))) return true;
  if (clean.startsWith('../')) return existsSync(path.resolve(ROOT, path.dirname(file), clean));
  if (!clean.includes('/')) return names.has(clean) || places.has(`${clean}/`);
  return suffixes.has(clean) || existsSync(path.resolve(ROOT, path.dirname(file), clean));
}
