/** Jest's global teardown for the edge's tests: the folder of bundles globalSetup made is removed. */
import { rmSync } from 'node:fs';
import { TEST_DIR_VAR } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEST_DIR_VAR];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
