#!/usr/bin/env node
/**
 * Documents checked like code (`pnpm lint:docs`, part of `pnpm lint`). Fails, naming the file and the
 * line, when a README (any Markdown file the repository tracks) or a doc comment in the code names:
 *  - a repository path that does not exist: a path in backticks or a link in Markdown, a path in a
 *    doc comment (`/** … *\/` or a `//` line). A path counts when some tracked file or folder ends
 *    with it (`slot/hydrationGate.ts` is host/src/federation/slot/hydrationGate.ts); a bare file
 *    name (`deployClient.ts`) when some tracked file has that name; what the builds and the local
 *    site make (ARTIFACTS, anything under a folder git ignores: dist/, .cdn/…) counts too;
 *  - a `pnpm <script>` that no package.json defines: the root's (or the file's own package's) for
 *    `pnpm <script>`, the named package's for `pnpm --filter <package> [run] <script>`;
 *  - and when the edge's layer drawing (host/edge/README.md, "Layers") differs from the layers the
 *    architecture rule enforces (.dependency-cruiser.cjs, WORKER_LAYERS).
 * `node tools/checkDocs.mjs [file…]` checks those files only (every tracked one by default).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
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

const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
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

/** Whether `token` reads as a repository path (not a URL, a route, a package, a command or a pattern). */
function pathLike(token) {
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

/** Whether a path-like token names something that exists. */
function exists(token, file) {
  const clean = token.replace(/^\.\//, '');
  if (MADE.test(clean) || ARTIFACTS.has(path.basename(clean))) return true;
  if (clean.startsWith('../')) return existsSync(path.resolve(ROOT, path.dirname(file), clean));
  if (!clean.includes('/')) return names.has(clean) || places.has(`${clean}/`);
  return suffixes.has(clean) || existsSync(path.resolve(ROOT, path.dirname(file), clean));
}

// ─── commands ────────────────────────────────────────────────────────────────────────────────
const require = createRequire(import.meta.url);
const packages = new Map(); // name or folder → scripts
for (const file of tracked.filter((f) => path.basename(f) === 'package.json')) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  const dir = path.dirname(file);
  const entry = { dir, scripts: pkg.scripts ?? {} };
  packages.set(dir, entry);
  if (pkg.name) packages.set(pkg.name, entry);
}
const rootScripts = packages.get('.')?.scripts ?? {};
/** pnpm's own commands, which need no script. */
const BUILTIN = new Set(
  'add audit bin ci config create dedupe dlx env exec fetch i import install licenses link list ls outdated pack patch prune publish rebuild remove rm root run setup store test unlink update up why -r --recursive -C --dir'.split(
    ' ',
  ),
);
/** The package a file belongs to: the deepest folder with a package.json. */
function packageOf(file) {
  let dir = path.dirname(file);
  while (dir !== '.' && !packages.has(dir)) dir = path.dirname(dir);
  return packages.get(dir);
}

/** Problems with one `pnpm …` command line. */
function pnpmProblems(command, file) {
  const words = command.trim().split(/\s+/).slice(1);
  let target = null;
  const filter = words.indexOf('--filter');
  if (filter >= 0) {
    target = words[filter + 1] ?? '';
    words.splice(filter, 2);
  }
  let [script] = words;
  if (script === 'run') script = words[1];
  // A command the line goes on to name on the next line, or an example to fill in (`<app>`).
  if (!script || script.startsWith('<') || script.startsWith('-') || /[^\w:.|-]/.test(script)) return [];
  const problems = [];
  for (const name of script.split('|').filter(Boolean)) {
    if (target !== null) {
      const pkg = packages.get(target.replace(/^\.\//, ''));
      if (!pkg) {
        if (!target.startsWith('<') && !target.includes('*') && !target.startsWith('!'))
          problems.push(`pnpm --filter ${target}: no such package`);
        continue;
      }
      if (!(name in pkg.scripts) && !(words[0] !== 'run' && BUILTIN.has(name)))
        problems.push(`pnpm --filter ${target} ${name}: ${pkg.dir}/package.json has no "${name}" script`);
    } else if (!(name in rootScripts) && !BUILTIN.has(name) && !(name in (packageOf(file)?.scripts ?? {})))
      problems.push(`pnpm ${name}: the root package.json has no "${name}" script`);
  }
  return problems;
}

// ─── where documents name things ─────────────────────────────────────────────────────────────────
/** [line number, text] of the prose a file holds: all of a Markdown file, the comments of code. */
function proseLines(file, text) {
  const lines = text.split('\n');
  if (file.endsWith('.md')) return lines.map((l, i) => [i + 1, l]);
  const out = [];
  let inBlock = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (inBlock || t.startsWith('/**') || t.startsWith('/*')) {
      out.push([i + 1, t]);
      inBlock = !t.includes('*/') || (t.startsWith('/*') && t.indexOf('*/') < 2 && t.length > 2 && !t.endsWith('*/'));
      if (t.endsWith('*/')) inBlock = false;
    } else if (t.startsWith('//')) out.push([i + 1, t]);
  });
  return out;
}

/** The tokens a line names as paths: Markdown's code spans and links, and (in comments) bare words. */
function tokensOf(line, markdown) {
  const found = [];
  for (const m of line.matchAll(/`([^`]+)`/g)) found.push(m[1].trim());
  for (const m of line.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) if (!/^[a-z]+:/.test(m[1])) found.push(m[1]);
  if (!markdown) {
    const bare = line.replace(/`[^`]*`/g, ' ').replace(/https?:\/\/\S+/g, ' ');
    for (const m of bare.matchAll(/(?<![\w@/.:-])([\w.-]+\/[\w@.[\]/-]*[\w/]|[\w-]+\.(?:ts|tsx|mjs|cjs))(?![\w/])/g)) found.push(m[1]);
  }
  return found;
}

function checkFile(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const markdown = file.endsWith('.md');
  const problems = [];
  let fence = false;
  for (const [n, line] of proseLines(file, text)) {
    if (markdown && line.trim().startsWith('```')) {
      fence = !fence;
      continue;
    }
    // Commands: in code spans, fenced blocks and comments alike.
    const commands = [...line.matchAll(/(?:^|[`\s(;&])(pnpm\s+[^`;&)]+)/g)].map((m) => m[1]);
    for (const command of commands) for (const p of pnpmProblems(command, file)) problems.push(`${file}:${n}: ${p}`);
    if (fence) continue;
    for (const token of tokensOf(line, markdown)) {
      for (const candidate of token.split(/[\s,]+/)) {
        const bare = candidate.replace(/[.,;:)]+$/, '').replace(/^\(/, '');
        if (pathLike(bare) && !exists(bare, file)) problems.push(`${file}:${n}: names "${bare}", which does not exist`);
      }
    }
  }
  return problems;
}

// ─── the edge's layer drawing ────────────────────────────────────────────────────────────────────
/** The rows of the drawing under "Layers" in host/edge/README.md, against WORKER_LAYERS. */
function layerProblems() {
  const readme = 'host/edge/README.md';
  const { WORKER_LAYERS } = require(path.join(ROOT, '.dependency-cruiser.cjs'));
  const text = readFileSync(path.join(ROOT, readme), 'utf8');
  const block = text.match(/^#+ Layers\b[\s\S]*?```\n([\s\S]*?)```/m)?.[1];
  if (!block) return [`${readme}: no layer drawing under a "Layers" heading (.dependency-cruiser.cjs's WORKER_LAYERS)`];
  // Each line: the row's entries (words ending in / or .ts), then what they are.
  const drawn = block
    .trim()
    .split('\n')
    .map((l) => (l.match(/^(?:[\w.]+(?:\/|\.ts),?\s+)+/)?.[0] ?? '').split(/,?\s+/).filter(Boolean));
  const want = WORKER_LAYERS.map((row) => row.join(' '));
  const have = drawn.map((row) => row.join(' '));
  if (JSON.stringify(want) === JSON.stringify(have)) return [];
  return [
    `${readme}: its layer drawing (${have.map((r) => `[${r}]`).join(' ')}) is not the layers .dependency-cruiser.cjs enforces (${want.map((r) => `[${r}]`).join(' ')})`,
  ];
}

const args = process.argv.slice(2);
const files = args.length ? args : tracked.filter((f) => (f.endsWith('.md') || SOURCE.test(f)) && !f.endsWith('.d.ts'));
const problems = [...files.flatMap(checkFile), ...(args.length ? [] : layerProblems())];
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n✘ ${problems.length} stale name${problems.length === 1 ? '' : 's'} in the documents (tools/checkDocs.mjs)`);
  process.exit(1);
}
console.log(`✔ documents name only what exists (${files.length} files)`);
