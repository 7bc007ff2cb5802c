/**
 * Jest's global teardown for the edge's tests: the bundles globalSetup made are removed with their
 * folder, and the variables naming them with it, so a run leaves nothing behind.
 */
import { rmSync } from 'node:fs';
import { BUNDLE_VARS, TEST_DIR_VAR } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEST_DIR_VAR];
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const name of [TEST_DIR_VAR, ...BUNDLE_VARS]) delete process.env[name];
}
