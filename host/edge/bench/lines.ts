/**
 * The edge's code, counted: lines per folder, source apart from tests. The runtime's generated
 * types (worker/worker-configuration.d.ts) are not counted. A comparison with an earlier state is
 * this run on that commit: `pnpm --filter @mars/edge exec tsx bench/lines.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dirname, '..');

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

const total = (rows: FolderLines[]) =>
  rows.reduce((t, r) => ({ folder: 'total', source: t.source + r.source, tests: t.tests + r.tests }), {
    folder: 'total',
    source: 0,
    tests: 0,
  });

export function edgeLines() {
  const now = linesNow();
  return { now: [...now, total(now)] };
}

export function printLines({ now }: ReturnType<typeof edgeLines>): void {
  const table = (title: string, rows: FolderLines[]) =>
    [
      title,
      ...rows.map((r) => `  ${r.folder.padEnd(24)} ${String(r.source).padStart(6)} source  ${String(r.tests).padStart(6)} tests`),
    ].join('\n');
  console.log(table('edge lines now (host/edge, @mars/edge):', now));
}

if (process.argv[1]?.endsWith('lines.ts')) printLines(edgeLines());
