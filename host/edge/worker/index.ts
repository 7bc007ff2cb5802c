/**
 * The edge: the one server between visitors and every app, as a Cloudflare Worker (workerd locally,
 * through Miniflare; Cloudflare in production). Each app has its own origin (ORIGINS), and a request
 * is answered by the sub-app of its origin's role, mounted here:
 *
 *   the host's origin   /_edge/deploy/…  the deploy API (deploy/api.ts)
 *                       /_edge/rum, /_edge/csp  the collectors (collectors/collectors.ts)
 *                       everything else  the site's pages, its run-time config, sitemap, robots.txt
 *                                        and the host's files (pages/site.ts), each request first
 *                                        resolved to the releases it is served from (pages/servedFrom.ts)
 *   a remote's origin   its release files (files/releaseFiles.ts)
 *
 * Routes are matched on the origin's role and the path (`/host/…`, `/remote/…`: routingPath), so one
 * table holds both origins. Releases are objects in R2 (RELEASES), the live pointers a Durable Object
 * (POINTERS) read through copies (releases/livePointers.ts), the reports in D1 (RUM); every header and
 * cache rule is in http/. Its Cron Triggers run the canary verdicts (canary/job.ts) each minute and
 * the retention policy's prune (retention/prune.ts) once a day.
 */
import { Hono } from 'hono';
import { runVerdicts } from './canary/job';
import { COLLECTORS_PREFIX, collectors } from './collectors/collectors';
import { HOST, settingsOf } from './config/settings';
import { DEPLOY_PREFIX, deployApi } from './deploy/api';
import type { EdgeEnv } from './env';
import { releaseFiles } from './files/releaseFiles';
import { site } from './pages/site';
import { PRUNE_CRON, pruneReleases } from './retention/prune';

export { Pointers } from './releases/pointers';

/** The path a request is routed on: its origin's role (`host`, `remote`, or `unknown`), then its own path. */
function routingPath(request: Request, options?: { env?: EdgeEnv }): string {
  const url = new URL(request.url);
  const app = options?.env ? settingsOf(options.env).appByOrigin.get(url.origin) : undefined;
  return `/${app === undefined ? 'unknown' : app === HOST ? 'host' : 'remote'}${url.pathname}`;
}

const edge = new Hono<{ Bindings: EdgeEnv }>({ getPath: routingPath })
  .route(`/host${DEPLOY_PREFIX.slice(0, -1)}`, deployApi)
  .route(`/host${COLLECTORS_PREFIX}`, collectors)
  .route('/host', site)
  .route('/remote', releaseFiles)
  .all('/unknown/*', () => new Response('Not a site this edge serves', { status: 421 }))
  // What failed is logged; the visitor gets a plain answer, never the error's text.
  .onError((err, c) => {
    console.error(`[edge] ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? err}`);
    return new Response('Server error', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });

export default {
  fetch: edge.fetch,

  /** The Cron Triggers: the prune at its time of day (as of the trigger's time), else the canary verdicts. */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(controller.cron === PRUNE_CRON ? pruneReleases(env, { now: controller.scheduledTime }) : runVerdicts(env));
  },
} satisfies ExportedHandler<EdgeEnv>;
