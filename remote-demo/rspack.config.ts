import { appBuilds } from '@mars/shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  appBuilds({
    name: 'demo',
    title: 'remote-demo (standalone)',
    dir: __dirname,
    mode: argv.mode ?? 'production',
    exposes: {
      './DemoSection': './src/demoSection/DemoSection.tsx',
    },
    // Production releases carry the section as HTML: a form that works without JavaScript.
    firstView: true,
  });
