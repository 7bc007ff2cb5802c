#!/usr/bin/env node
/**
 * Serves one app's production build on its own origin, as its CDN would (`pnpm --filter <app> serve`).
 * The host gets the local runtime config and its CSP; a remote allows the host's origin (CORS).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, originOf, ROOT } from './apps.mjs';
import { hostCsp, serveStatic } from './static-server.mjs';

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
const dist = path.join(ROOT, APPS[app].dir, 'dist');
const options = { dir: dist, port: APPS[app].port };
if (app === 'host') {
  const config = JSON.parse(readFileSync(path.join(dist, 'runtime-config.json'), 'utf8'));
  Object.assign(options, { spa: true, csp: hostCsp(config) });
} else {
  // The host, and the remote's own standalone page.
  options.corsOrigins = [originOf('host'), originOf(app)];
  options.spa = true; // the standalone frame's deep links
}
await serveStatic(options);
console.log(`${app}: ${originOf(app)} (serving ${path.relative(ROOT, dist)})`);
