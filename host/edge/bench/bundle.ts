/**
 * The Worker as production would upload it: `wrangler deploy --dry-run --outdir` (the same command
 * `pnpm build` runs), its bytes and gzip bytes:
 *   pnpm --filter @mars/edge exec tsx bench/bundle.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bundleWorker } from '../local/edge';

export async function edgeBundle() {
  const file = await bundleWorker();
  const bytes = readFileSync(file);
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function printEdgeBundle(b: Awaited<ReturnType<typeof edgeBundle>>): void {
  console.log(`edge Worker bundle (wrangler deploy --dry-run): ${kib(b.bytes)}, gzip ${kib(b.gzipBytes)}`);
}

if (process.argv[1]?.endsWith('bundle.ts')) printEdgeBundle(await edgeBundle());
