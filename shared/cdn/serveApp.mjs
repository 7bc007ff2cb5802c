/**
 * Serves one app's production build on its own origin, as its CDN would: the host with its SPA
 * fallback and the CSP built from the run-time config it serves; a remote with CORS for the host
 * (and for its own standalone page). Used by `pnpm --filter <app> serve` and by `pnpm start`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, originOf, ROOT } from './apps.mjs';
import { hostCsp, serveStatic } from './static-server.mjs';

/**
 * @param {keyof typeof APPS} name
 * @param {{ config?: object, override?: (req, res) => boolean }} [host] the host's run-time config
 *   (for its CSP) and an optional handler answered first (e.g. serving that config)
 */
export function serveApp(name, { config, override } = {}) {
  const app = APPS[name];
  const dir = path.join(ROOT, app.dir, 'dist');
  if (!existsSync(dir)) throw new Error(`${app.dir}/dist is missing: build it first`);
  if (name === 'host') {
    if (!config) throw new Error('the host needs its run-time config (for its CSP)');
    return serveStatic({ dir, port: app.port, spa: true, csp: hostCsp(config), override });
  }
  return serveStatic({ dir, port: app.port, spa: true, corsOrigins: [originOf('host'), originOf(name)] });
}
