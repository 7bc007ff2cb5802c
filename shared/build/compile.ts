/**
 * How an app's source is compiled, the same in every build of it (browser, first views, behaviours,
 * view renderer): SWC with styled-components' ids, the asset rule, the build's year.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import type { AppOptions } from './appOptions';

/** The shared package's folder. */
export const sharedDir = path.resolve(__dirname, '..');

/**
 * styled-components' compile step: every styled component gets an id from its file and its place in
 * it (`sc-<file hash>-<n>`), instead of a counter of definitions at run time. So a component's class
 * names are the same in the page's HTML (rendered by the build, in Node) and in the browser, in
 * whatever order the apps' chunks arrive: what lets React hydrate the page instead of replacing it.
 */
const styledComponentsPlugin = (isProd: boolean): [string, Record<string, unknown>] => [
  createRequire(__filename).resolve('@swc/plugin-styled-components'),
  { ssr: true, displayName: !isProd, fileName: !isProd, minify: true, pure: true, transpileTemplateLiterals: true },
];

export function moduleRules(o: Pick<AppOptions, 'rules' | 'reactRefresh'>, isProd: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic', development: !isProd, refresh: !isProd && !!o.reactRefresh },
          },
          experimental: { plugins: [styledComponentsPlugin(isProd)] },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2)$/i, type: 'asset/resource' },
    ...(o.rules ?? []),
  ];
}

/** The client-side subset of react-router every app uses and shares (shared/src/runtime/router). */
export const ROUTER_SUBSET = path.join(sharedDir, 'src/runtime/router/reactRouterDom.ts');

/** The year of the build, the same in its HTML and its code (`__BUILD_YEAR__`): a first render the page can be hydrated from. */
export const buildYear = () => new rspack.DefinePlugin({ __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) });
