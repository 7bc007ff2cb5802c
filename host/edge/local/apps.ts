/** What the edge's Node side needs of this machine beyond the apps table (@mars/shared/apps): the repository's root, the local run-time config. */
import path from 'node:path';
import { LOCAL_SERVICES, localOrigin, REMOTE_NAMES } from '@mars/shared/apps';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const FIREBASE_PROJECT_ID = 'demo-mars-vision';

/** The runtime config for a local run: every remote on its own origin. */
export function localRuntimeConfig(overrides: Record<string, unknown> = {}) {
  return {
    // Where the site is public: canonical URLs, link previews and the sitemap use it.
    publicOrigin: localOrigin('host'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((r) => [r, `${localOrigin(r)}/mf-manifest.json`])),
    apiBase: `http://localhost:${LOCAL_SERVICES.demoApi}`,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'localhost',
      projectId: FIREBASE_PROJECT_ID,
      emulatorUrl: `http://127.0.0.1:${LOCAL_SERVICES.authEmulator}`,
    },
    // Where a QA override may point a remote: the remotes' CDN origins, which are also the ports their
    // dev servers use (a developer points the deployed site at `pnpm --filter remote-blog dev`).
    qaOverrides: { allowedOrigins: REMOTE_NAMES.map(localOrigin) },
    ...overrides,
  };
}
