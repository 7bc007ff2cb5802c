import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouterProductionBuild } from './reactRouterBuild';

test("a production bundle gets react-router's production build, whose dev warnings are off", () => {
  const entry = reactRouterProductionBuild()['react-router$'] ?? '';
  const dir = path.dirname(entry);
  const code = [
    entry,
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => path.join(dir, f)),
  ].map((f) => readFileSync(f, 'utf8'));
  expect(code.some((c) => /var ENABLE_DEV_WARNINGS = false;/.test(c))).toBe(true);
  expect(code.some((c) => /var ENABLE_DEV_WARNINGS = true;/.test(c))).toBe(false);
});
