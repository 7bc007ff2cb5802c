import { contentRule, remoteBuilds } from '@mars/shared/build';
import { ROUTE_TABLE } from './src/routes/routeTable';

/** What this remote exposes (the host mounts them by name; the bench's one-bundle build imports them). */
export const EXPOSES = {
  './BlogIndex': './src/blogIndex/BlogIndex.tsx',
  './BlogArticle': './src/article/BlogArticle.tsx',
};

/** Articles are Markdown with front matter, compiled and checked at build time. */
export const RULES = [contentRule(__dirname, 'content/markdownLoader.cjs')];

// Production releases carry every page as HTML with its head (the index per category, each article):
// the edge serves them, lists them in the sitemap and answers 404 for other slugs.
export default remoteBuilds({ name: 'blog', dir: __dirname, routeTable: ROUTE_TABLE, exposes: EXPOSES, rules: RULES, firstView: true });
