/** The five apps, their local ports and folders: one table for the start script, the CDN server and tests. */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const APPS = {
  host: { dir: 'host', port: 3000 },
  marketing: { dir: 'remote-marketing', port: 3001 },
  blog: { dir: 'remote-blog', port: 3002 },
  auth: { dir: 'remote-auth', port: 3003 },
  demo: { dir: 'remote-demo', port: 3004 },
};

export const REMOTES = ['marketing', 'blog', 'auth', 'demo'];
export const DEMO_API_PORT = 3005;
export const AUTH_EMULATOR_PORT = 9099;
export const FIREBASE_PROJECT_ID = 'demo-mars-vision';

export const originOf = (app) => `http://localhost:${APPS[app].port}`;

/** The runtime config for a local run: every remote on its own origin. */
export function localRuntimeConfig(overrides = {}) {
  return {
    // Where the site is public: canonical URLs, link previews and the sitemap use it.
    publicOrigin: originOf('host'),
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `${originOf(r)}/mf-manifest.json`])),
    apiBase: `http://localhost:${DEMO_API_PORT}`,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'localhost',
      projectId: FIREBASE_PROJECT_ID,
      emulatorUrl: `http://127.0.0.1:${AUTH_EMULATOR_PORT}`,
    },
    // Where a QA override may point a remote: the remotes' CDN origins, which are also the ports their
    // dev servers use (a developer points the deployed site at `pnpm --filter remote-blog dev`).
    qaOverrides: { allowedOrigins: REMOTES.map(originOf) },
    ...overrides,
  };
}
