#!/usr/bin/env node
/** `pnpm --filter <app> serve`: one app's production build on its own origin (see serveApp.mjs). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, originOf, ROOT } from './apps.mjs';
import { serveApp } from './serveApp.mjs';

const dirName = process.argv[2];
const app = Object.keys(APPS).find((k) => APPS[k].dir === dirName || k === dirName);
if (!app) {
  console.error(
    `usage: serve-app.mjs <${Object.values(APPS)
      .map((a) => a.dir)
      .join('|')}>`,
  );
  process.exit(2);
}
const config = app === 'host' ? JSON.parse(readFileSync(path.join(ROOT, APPS.host.dir, 'dist/runtime-config.json'), 'utf8')) : undefined;
await serveApp(app, { config });
console.log(`${app}: ${originOf(app)} (serving ${APPS[app].dir}/dist)`);
