import path from 'node:path';

/**
 * react-router's production build for a production bundle. Its package exports only the development
 * build, whose dev warnings stay on (route matching checked and warned about at each render), until
 * the package picks a build by mode (remix-run/react-router#12532, #14102); the production build
 * beside it is the same code with them off.
 */
export const reactRouterProductionBuild = (): Record<string, string> => ({
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
});
