/**
 * The edge's code, counted: lines per folder, source apart from tests, now and before the edge
 * became a typed package of its own (commit 0c374d0: JavaScript in the host app's `edge/`, with its
 * scripts in `host/scripts/` and its benches in `host/bench/`). The runtime's generated types
 * (worker/worker-configuration.d.ts) are not counted. `pnpm bench`, step 11.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(PACKAGE, '../..');
export const BEFORE_COMMIT = '0c374d0';
const BEFORE_PATHS = ['host/edge', 'host/scripts', 'host/bench/edge', 'host/bench/canary'];

const counted = (file: string) => /\.(ts|mjs|cjs|jsonc)$/.test(file) && !file.endsWith('worker-configuration.d.ts');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file);
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export interface FolderLines {
  folder: string;
  source: number;
  tests: number;
}

/** Lines of each file, into its folder: two levels under worker/ (worker/pages), one elsewhere (cli). */
function byFolder(files: { file: string; lines: number }[], folderOf: (file: string) => string): FolderLines[] {
  const folders = new Map<string, FolderLines>();
  for (const { file, lines } of files) {
    const folder = folderOf(file);
    const row = folders.get(folder) ?? { folder, source: 0, tests: 0 };
    if (isTest(file)) row.tests += lines;
    else row.source += lines;
    folders.set(folder, row);
  }
  return [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder));
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const rel = path.posix.join(prefix, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    return statSync(path.join(dir, rel)).isDirectory() ? walk(dir, rel) : [rel];
  });
}

/** The package as it is now. */
export function linesNow(): FolderLines[] {
  const files = walk(PACKAGE)
    .filter(counted)
    .map((file) => ({ file, lines: lineCount(readFileSync(path.join(PACKAGE, file), 'utf8')) }));
  return byFolder(files, (file) => {
    const parts = file.split('/');
    if (parts.length === 1) return '(package root)';
    return parts[0] === 'worker' && parts.length > 2 ? `worker/${parts[1]}` : (parts[0] as string);
  });
}

/** The edge at BEFORE_COMMIT, or null when this clone does not have that commit. */
export function linesBefore(): FolderLines[] | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] });
  let list: string[];
  try {
    list = git('ls-tree', '-r', '--name-only', BEFORE_COMMIT, '--', ...BEFORE_PATHS)
      .split('\n')
      .filter(counted);
  } catch {
    return null;
  }
  const files = list.map((file) => ({ file, lines: lineCount(git('show', `${BEFORE_COMMIT}:${file}`)) }));
  return byFolder(files, (file) => {
    const parts = file.split('/');
    if (parts[1] !== 'edge') return parts.slice(0, parts.length - 1).join('/');
    return parts.length === 3 ? 'host/edge (root)' : `host/edge/${parts[2]}`;
  });
}

const total = (rows: FolderLines[]) =>
  rows.reduce((t, r) => ({ folder: 'total', source: t.source + r.source, tests: t.tests + r.tests }), {
    folder: 'total',
    source: 0,
    tests: 0,
  });

export function edgeLines() {
  const now = linesNow();
  const before = linesBefore();
  return { before: before && [...before, total(before)], now: [...now, total(now)] };
}

export function printLines({ before, now }: ReturnType<typeof edgeLines>): void {
  const table = (title: string, rows: FolderLines[]) =>
    [
      title,
      ...rows.map((r) => `  ${r.folder.padEnd(24)} ${String(r.source).padStart(6)} source  ${String(r.tests).padStart(6)} tests`),
    ].join('\n');
  if (before) console.log(table(`edge lines before (${BEFORE_COMMIT}):`, before));
  else console.log(`edge lines before: commit ${BEFORE_COMMIT} is not in this clone`);
  console.log(table('edge lines now (host/edge, @mars/edge):', now));
}

if (process.argv[1]?.endsWith('lines.ts')) printLines(edgeLines());
