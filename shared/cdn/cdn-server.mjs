/**
 * Serves the site from the local CDN folder (releases.mjs), as `pnpm start` does:
 *
 *  - a remote's origin serves every published release under `/<release-id>/…`. A release folder
 *    never changes, so everything in it, manifest included, is cached as immutable. Other paths
 *    (the standalone page, the blog's sitemap.xml) come from the live release, revalidated.
 *  - the host's origin serves its live release and `/runtime-config.json`, composed on each
 *    request from the pointers: promoting or rolling back a remote is one pointer file, seen on
 *    the next page load, with no host rebuild and no server restart.
 *  - the host's page gets `<link rel="preload">`s for the files of the remote module that renders
 *    the requested route (from the host's route-modules.json and that remote's live manifest), so
 *    the browser fetches them alongside the host's own scripts instead of one after another. This is
 *    the edge composing two releases, as a CDN worker would; the host build is not touched.
 * Node-only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, originOf } from './apps.mjs';
import { composeFirstView, FIRST_VIEW_FILE } from './firstView.mjs';
import { composeRuntimeConfig, RELEASE_ID, readPointer, releaseDir } from './releases.mjs';
import { createAppServer, hostCsp, notFound, serveFiles, staticFiles } from './static-server.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One file handler per release folder, made on first use. */
function releaseFiles() {
  const byDir = new Map();
  return (dir, cacheControl) => {
    const key = `${dir}\n${cacheControl ?? ''}`;
    if (!byDir.has(key)) byDir.set(key, staticFiles(dir, cacheControl));
    return byDir.get(key);
  };
}

/** @param {keyof typeof APPS} name a remote */
export function serveRemoteFromCdn(name) {
  const filesFor = releaseFiles();
  return createAppServer({
    port: APPS[name].port,
    corsOrigins: [originOf('host'), originOf(name)],
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://x');
      const [, first, ...rest] = url.pathname.split('/');
      if (RELEASE_ID.test(first ?? '') && existsSync(releaseDir(name, first))) {
        req.url = `/${rest.join('/')}${url.search}`;
        serveFiles(filesFor(releaseDir(name, first), IMMUTABLE), req, res, false);
        return;
      }
      const live = await readPointer(name);
      if (!live) return notFound(res);
      serveFiles(filesFor(releaseDir(name, live.current)), req, res, true);
    },
  });
}

/** Reads a JSON or text file of an immutable release once. */
const releaseFileCache = new Map();
function releaseFile(app, id, name, parse = JSON.parse) {
  const key = `${app}/${id}/${name}`;
  if (!releaseFileCache.has(key)) {
    const file = path.join(releaseDir(app, id), name);
    releaseFileCache.set(key, existsSync(file) ? parse(readFileSync(file, 'utf8')) : null);
  }
  return releaseFileCache.get(key);
}

/** `/product/:id` → /^\/product\/[^/]+$/ */
const routePattern = (route) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w]+/g, '[^/]+')}/?$`);

/**
 * The route's view (`marketing/ProductPage?product=mars-hub`, from the host's route-modules.json)
 * and the live release of the remote that renders it (from the composed config's manifest URL).
 */
function routeView(hostId, pathname, config) {
  const routes = releaseFile('host', hostId, 'route-modules.json') ?? {};
  const match = Object.entries(routes).find(([route]) => routePattern(route).test(pathname));
  if (!match) return null;
  const key = match[1];
  const [remote, expose] = key.split('?')[0].split('/');
  const manifestUrl = config.remotes[remote];
  // The config was composed from the pointers: its URL names the live release (`/<id>/mf-manifest.json`).
  const releaseId = manifestUrl && new URL(manifestUrl).pathname.split('/')[1];
  if (!releaseId || !RELEASE_ID.test(releaseId)) return null;
  return { key, remote, expose, releaseId, manifestUrl, base: new URL('.', manifestUrl).href };
}

/**
 * Preload links for the route's remote module: its manifest, its remoteEntry.js and the chunks the
 * module needs at once (the manifest's `sync` list), all from the live release.
 */
function preloadLinks(view) {
  const manifest = releaseFile(view.remote, view.releaseId, 'mf-manifest.json');
  if (!manifest) return [];
  const chunks = manifest.exposes.find((e) => e.name === view.expose)?.assets.js.sync ?? [];
  const attr = (u) => u.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    `<link rel="preload" href="${attr(view.manifestUrl)}" as="fetch" crossorigin>`,
    ...[manifest.metaData.remoteEntry.name, ...chunks].map((f) => `<link rel="preload" href="${attr(view.base + f)}" as="script">`),
  ];
}

/** The host page for `pathname`: preloads, plus the first view when both releases publish one. */
function composePage(page, hostId, pathname, config) {
  const view = routeView(hostId, pathname, config);
  if (!view) return { page, scriptHashes: [] };
  const withLinks = page.replace('</head>', () => `${preloadLinks(view).join('')}</head>`);
  return composeFirstView(withLinks, {
    shell: releaseFile('host', hostId, FIRST_VIEW_FILE),
    remote: releaseFile(view.remote, view.releaseId, FIRST_VIEW_FILE),
    key: view.key,
    releaseBase: view.base,
  });
}

/**
 * @param {object} base the run-time config without remotes (API, Firebase, QA allow-list)
 */
export function serveHostFromCdn(base) {
  const filesFor = releaseFiles();
  const config = () => composeRuntimeConfig(base, originOf);
  return createAppServer({
    port: APPS.host.port,
    async handle(req, res) {
      // Composed once per request: the CSP, the config, the preloads and the first view all follow the same pointers.
      const current = await config();
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      if (pathname === '/runtime-config.json') {
        res.setHeader('Content-Security-Policy', hostCsp(current));
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(current, null, 2));
        return;
      }
      const live = await readPointer('host');
      if (!live) return notFound(res);
      // Pages (deep links included): the live host page plus this route's preloads and first view.
      if (!path.extname(pathname) || pathname === '/index.html') {
        const page = releaseFile('host', live.current, 'index.html', String);
        if (!page) return notFound(res);
        const composed = composePage(page, live.current, pathname, current);
        res.setHeader('Content-Security-Policy', hostCsp(current, composed.scriptHashes));
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : composed.page);
        return;
      }
      res.setHeader('Content-Security-Policy', hostCsp(current));
      serveFiles(filesFor(releaseDir('host', live.current)), req, res, false);
    },
  });
}
