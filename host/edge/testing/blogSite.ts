/**
 * The smallest site the edge composes, for its tests in workerd: a host whose one route is the
 * blog's index, and a blog release whose first view is a heading.
 */
import { SHELL_VIEW, slotMarker } from '@mars/shared/first-view';

export const hostFiles = {
  'index.html':
    '<!doctype html><html><head><meta charset="utf-8"><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin><title>T</title></head><body><div id="root"></div><script type="application/json" id="first-view-late"></script></body></html>',
  'routes.json': JSON.stringify([{ path: '/blog', module: 'blog/BlogIndex' }]),
  'first-view.json': JSON.stringify({
    css: { rules: [], byView: {} },
    views: { [SHELL_VIEW]: { us: `<main>${slotMarker('', '')}</main>` } },
    country: { fallback: 'us', languages: { us: 'en-US', in: 'en-IN' } },
  }),
};

/** A blog release whose index shows `<h1>{heading}</h1>`. */
export const blogFiles = (heading: string) => ({
  'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] }),
  'remoteEntry.js': `var mars_blog = ${JSON.stringify(heading)};`,
  'first-view.json': JSON.stringify({ css: { rules: [], byView: {} }, views: { 'blog/BlogIndex': { us: `<h1>${heading}</h1>` } } }),
});
