import { remoteBuilds } from '@mars/shared/build';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './AuthRoot': './src/AuthRoot.tsx',
};

export default remoteBuilds({ name: 'auth', dir: __dirname, exposes: EXPOSES });
