/**
 * What each exposed module of a remote's build costs the page that shows it: the JavaScript its
 * manifest says the module needs at once (remoteEntry.js and the module's sync chunks, gzip), from a
 * build's dist/ — so two builds (before and after a change) can be compared module by module:
 *
 *   node e2e/bench/exposedBytes.mjs remote-marketing/dist [another dist/ to compare with]
 *
 * Shared singletons (React, the router, styled-components, zustand, @mars/shared) are the host's and
 * not counted: every page has them already.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function exposedBytes(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  return Object.fromEntries(
    manifest.exposes.map((e) => {
      const files = [entry, ...e.assets.js.sync];
      return [e.name, { files: files.length, gzip: files.reduce((n, f) => n + gz(f), 0) }];
    }),
  );
}

const [dist, other] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node e2e/bench/exposedBytes.mjs <dist> [<dist to compare with>]');
  process.exit(2);
}
const a = exposedBytes(dist);
const b = other ? exposedBytes(other) : null;
const kb = (n) => (n === undefined ? '–' : `${(n / 1024).toFixed(2)} kB`);
console.log(`exposed module            ${dist.padEnd(24)}${b ? `  ${other}` : ''}`);
for (const name of new Set([...Object.keys(a), ...Object.keys(b ?? {})]))
  console.log(
    `${name.padEnd(26)}${kb(a[name]?.gzip).padStart(10)} (${a[name]?.files ?? 0} files)${b ? `${kb(b[name]?.gzip).padStart(12)} (${b[name]?.files ?? 0} files)` : ''}`,
  );
