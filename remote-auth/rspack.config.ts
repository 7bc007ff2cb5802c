import { appBuilds } from '@mars/shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'auth',
    title: 'remote-auth (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    exposes: {
      './AuthRoot': './src/AuthRoot.tsx',
    },
  });
