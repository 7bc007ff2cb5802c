/**
 * Jest's global setup for the edge's tests: the Worker bundled once, as `wrangler deploy` would
 * (local/edge.ts), the same Worker behind the storage-fault entry (faultyEdge.ts) and the composition
 * harness beside it; every test file runs these bundles.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleWorker } from '../local/edge';

/** Where the bundles are, for globalTeardown to remove (it runs in this same process). */
export const TEST_DIR_VAR = 'MARS_EDGE_TEST_DIR';

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mars-edge-test-'));
  process.env[TEST_DIR_VAR] = dir;
  const [edge, faulty, compose] = await Promise.all([
    bundleWorker({ outdir: path.join(dir, 'edge') }),
    bundleWorker({ outdir: path.join(dir, 'faulty'), config: path.join(import.meta.dirname, 'faultyEdge.jsonc') }),
    bundleWorker({ outdir: path.join(dir, 'compose'), config: path.join(import.meta.dirname, 'composeHarness.jsonc') }),
  ]);
  process.env.MARS_EDGE_BUNDLE = edge;
  process.env.MARS_FAULTY_EDGE_BUNDLE = faulty;
  process.env.MARS_COMPOSE_BUNDLE = compose;
}
