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
import { composePage } from '../../host/edge/page/composePage.mjs';
import { robotsTxt, sitemapXml } from '../../host/edge/page/sitemap.mjs';
import { FIRST_VIEW_FILE } from '../src/firstView/format.mjs';
import { LOCAL_FORM_TOKEN_SECRET } from '../src/formToken/formToken.mjs';
import { APPS, originOf, REMOTES } from './apps.mjs';
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
    let value = null;
    try {
      value = existsSync(file) ? parse(readFileSync(file, 'utf8')) : null;
    } catch (err) {
      // A release file that cannot be read costs only what it feeds (a slot's view, a preload).
      console.error(`[cdn] ${key}: ${err.message}`);
    }
    releaseFileCache.set(key, value);
  }
  return releaseFileCache.get(key);
}

/** A remote's live release as the page composition needs it (see host/edge/page/composePage.mjs). */
function liveRemote(config, name) {
  const manifestUrl = config.remotes[name];
  // The config was composed from the pointers: its URL names the live release (`/<id>/mf-manifest.json`).
  const id = manifestUrl && new URL(manifestUrl).pathname.split('/')[1];
  if (!id || !RELEASE_ID.test(id)) return null;
  return {
    id,
    manifestUrl,
    base: new URL('.', manifestUrl).href,
    firstView: releaseFile(name, id, FIRST_VIEW_FILE),
    manifest: releaseFile(name, id, 'mf-manifest.json'),
    publishedAt: releaseFile(name, id, 'release.json')?.publishedAt,
  };
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
      // Composed once per request: the CSP, the config, the preloads and the page all follow the same pointers.
      const current = await config();
      const url = new URL(req.url ?? '/', current.publicOrigin);
      const { pathname } = url;
      const send = (status, type, body, headers = {}) => {
        res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...headers });
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      if (pathname === '/runtime-config.json') {
        res.setHeader('Content-Security-Policy', hostCsp(current));
        return send(200, 'application/json; charset=utf-8', JSON.stringify(current, null, 2));
      }
      const live = await readPointer('host');
      if (!live) return notFound(res);
      const routes = releaseFile('host', live.current, 'routes.json') ?? [];
      if (pathname === '/sitemap.xml') {
        const releases = REMOTES.map((name) => liveRemote(current, name)).filter(Boolean);
        return send(200, 'application/xml; charset=utf-8', sitemapXml({ routes, origin: current.publicOrigin, releases }));
      }
      if (pathname === '/robots.txt') return send(200, 'text/plain; charset=utf-8', robotsTxt(current.publicOrigin));
      // Pages (deep links included): the live host page with this route's views, head and preloads.
      if (!path.extname(pathname) || pathname === '/index.html') {
        const page = releaseFile('host', live.current, 'index.html', String);
        if (!page) return notFound(res);
        const composed = await composePage({
          url: pathname === '/index.html' ? new URL(`/${url.search}`, url) : url,
          config: current,
          host: { page, routes, firstView: releaseFile('host', live.current, FIRST_VIEW_FILE) },
          remoteRelease: async (name) => liveRemote(current, name),
          secrets: { formToken: process.env.FORM_TOKEN_SECRET || LOCAL_FORM_TOKEN_SECRET },
        });
        if (composed.status === 301) {
          res.writeHead(301, { Location: composed.location, 'Cache-Control': 'no-cache' });
          return res.end();
        }
        res.setHeader('Content-Security-Policy', hostCsp(current, composed.scriptHashes));
        return send(composed.status, 'text/html; charset=utf-8', composed.html);
      }
      res.setHeader('Content-Security-Policy', hostCsp(current));
      serveFiles(filesFor(releaseDir('host', live.current)), req, res, false);
    },
  });
}
