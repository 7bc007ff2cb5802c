/**
 * What each JavaScript file of a build holds (part of `pnpm bench`): the report every production
 * build writes beside itself (shared/build/bundleReport.ts, BundleReportPlugin), as a table — each
 * file's size as served (gzip), whether the page loads it at once, and its biggest contents.
 */
import { readFileSync } from 'node:fs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** @returns {{ file: string, gzipBytes: number, bytes: number, initial: boolean, holds: string }[]} */
export function bundleReport(reportFile, { top = 4 } = {}) {
  const { chunks } = JSON.parse(readFileSync(reportFile, 'utf8'));
  return chunks
    .map((c) => {
      const total = Object.values(c.contents).reduce((s, n) => s + n, 0) || 1;
      const holds = Object.entries(c.contents)
        .slice(0, top)
        .map(([what, n]) => `${what} ${Math.round((n / total) * 100)}%`)
        .join(', ');
      return { file: c.files.join(' '), gzipBytes: c.gzipBytes, bytes: c.bytes, initial: c.initial, holds };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function printBundleReport(title, rows) {
  console.log(`${title}: ${rows.length} files, ${kb(rows.reduce((s, r) => s + r.gzipBytes, 0))} gzip in all`);
  for (const r of rows) console.log(`  ${kb(r.gzipBytes).padStart(8)}  ${r.file.padEnd(34)} ${r.initial ? 'initial ' : ''}${r.holds}`);
}
