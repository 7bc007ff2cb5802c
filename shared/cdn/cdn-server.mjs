/**
 * Serves the site from the local CDN folder (releases.mjs), as `pnpm start` does:
 *
 *  - a remote's origin serves every published release under `/<release-id>/…`. A release folder
 *    never changes, so everything in it, manifest included, is cached as immutable. Other paths
 *    (the standalone page, the blog's sitemap.xml) come from the live release, revalidated.
 *  - the host's origin serves its live release and `/runtime-config.json`, composed on each
 *    request from the pointers: promoting or rolling back a remote is one pointer file, seen on
 *    the next page load, with no host rebuild and no server restart.
 * Node-only.
 */
import { existsSync } from 'node:fs';
import { APPS, originOf } from './apps.mjs';
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

/**
 * @param {object} base the run-time config without remotes (API, Firebase, QA allow-list)
 */
export function serveHostFromCdn(base) {
  const filesFor = releaseFiles();
  const config = () => composeRuntimeConfig(base, originOf);
  return createAppServer({
    port: APPS.host.port,
    csp: async () => hostCsp(await config()),
    async handle(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      if (pathname === '/runtime-config.json') {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(JSON.stringify(await config(), null, 2));
        return;
      }
      const live = await readPointer('host');
      if (!live) return notFound(res);
      serveFiles(filesFor(releaseDir('host', live.current)), req, res, true);
    },
  });
}
