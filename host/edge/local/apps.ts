/** The apps table (shared/src/protocol/apps.ts) as the edge's Node side uses it: the repository's root, local origins. */
import path from 'node:path';
import { APPS, type AppName, LOCAL_SERVICES, localOrigin, REMOTE_NAMES } from '@mars/shared/apps';

export { APPS, type AppName };
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const REMOTES = REMOTE_NAMES;
export const DEMO_API_PORT = LOCAL_SERVICES.demoApi;
export const AUTH_EMULATOR_PORT = LOCAL_SERVICES.authEmulator;
export const FIREBASE_PROJECT_ID = 'demo-mars-vision';
export const originOf = localOrigin;

/** The runtime config for a local run: every remote on its own origin. */
export function localRuntimeConfig(overrides: Record<string, unknown> = {}) {
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
