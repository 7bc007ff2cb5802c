import { appBuilds } from '@mars/shared/build';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './AuthRoot': './src/AuthRoot.tsx',
};

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'auth',
    title: 'remote-auth (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    exposes: EXPOSES,
  });
