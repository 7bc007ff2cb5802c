/**
 * The edge: the one server between visitors and every app, as a Cloudflare Worker (workerd locally,
 * through Miniflare; Cloudflare in production). Each app has its own origin (ORIGINS); a request is
 * answered by the routes of its origin's role, declared in the two tables below:
 *
 *   host origin    pages composed from the live releases, /runtime-config.json, /sitemap.xml,
 *                  /robots.txt and the live host release's files (pages/hostOrigin.ts); the deploy
 *                  API (deploy/api.ts); the real-visitor and CSP collectors (rum/, csp/)
 *   remote origin  /<release id>/… any published release's files (immutable), the rest from its
 *                  live release (files/releaseFiles.ts)
 *
 * Releases are objects in R2 (RELEASES), the live pointers a Durable Object (POINTERS) read through
 * copies (releases/livePointers.ts), the reports in D1 (RUM); every header and cache rule is in
 * http/ (security, caching, content types, responses). Its Cron Trigger runs the canary verdicts (canary/job.ts).
 */
import { type Context, Hono } from 'hono';
import { judgeSoon, runVerdicts } from './canary/job';
import { HOST, settingsOf } from './config/settings';
import { handleCspReport } from './csp/reports';
import { DEPLOY_PREFIX, deployApi } from './deploy/api';
import type { EdgeEnv } from './env';
import { IMMUTABLE, RELEASE_ID, serveFile } from './files/releaseFiles';
import { cacheControlFor } from './http/caching';
import { notFound } from './http/responses';
import { baseHeaders, CSP_REPORT_PATH, REMOTE_CSP } from './http/security';
import { answerHost, CONFIG_PATH, type HostAnswer } from './pages/hostOrigin';
import { type LivePointers, livePointers } from './releases/livePointers';
import { handleRum, RUM_PATH } from './rum/collector';

export { Pointers } from './releases/pointers';

/** What every route can reach: the live pointers, read once per request and only when needed. */
type Routes = { Bindings: EdgeEnv; Variables: { pointers: () => Promise<LivePointers> } };

const onlyGetAndHead = () => new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
const onlyPost = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });

/** The app whose origin was asked (the fetch handler only routes requests for a known one). */
const appOf = (request: Request, env: EdgeEnv) => settingsOf(env).appByOrigin.get(new URL(request.url).origin) as string;

/** Preflight: a remote's files may be fetched by the host's page (CORS); the host's origin allows no other origin. */
function preflight(request: Request, env: EdgeEnv) {
  const { origins } = settingsOf(env);
  const app = appOf(request, env);
  const headers = baseHeaders(request, {
    csp: REMOTE_CSP,
    corsOrigins: app === HOST ? [] : [origins[HOST] as string, origins[app] as string],
  });
  headers.set('Access-Control-Allow-Methods', 'GET, HEAD');
  return new Response(null, { status: 204, headers });
}

function routesTable() {
  const routes = new Hono<Routes>();
  routes.use('*', async (c, next) => {
    let read: Promise<LivePointers> | undefined;
    c.set('pointers', () => {
      read ??= livePointers(c.env, c.executionCtx);
      return read;
    });
    await next();
  });
  // What failed is logged; the visitor gets a plain answer, never the error's text.
  routes.onError((err, c) => {
    console.error(`[edge] ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? err}`);
    return new Response('Server error', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });
  return routes;
}

// ─── The host's origin ────────────────────────────────────────────────────────────────────────────
const deploy = deployApi((env) => settingsOf(env as EdgeEnv).apps);
const hostAnswer = (what: HostAnswer) => (c: Context<Routes>) =>
  answerHost(
    {
      request: c.req.raw,
      bucket: c.env.RELEASES,
      settings: settingsOf(c.env),
      pointersNow: c.get('pointers'),
      formTokenSecret: c.env.FORM_TOKEN_SECRET,
    },
    what,
  );

const host = routesTable()
  .all(`${DEPLOY_PREFIX}*`, (c) => deploy.fetch(c.req.raw, c.env, c.executionCtx))
  .post(RUM_PATH, (c) => handleRum(c.req.raw, c.env, { ctx: c.executionCtx, onFailedCanaries: (apps) => judgeSoon(c.env, apps) }))
  .all(RUM_PATH, onlyPost)
  .post(CSP_REPORT_PATH, (c) => handleCspReport(c.req.raw, c.env))
  .all(CSP_REPORT_PATH, onlyPost)
  .options('*', (c) => preflight(c.req.raw, c.env))
  .get(CONFIG_PATH, hostAnswer('config'))
  .get('/sitemap.xml', hostAnswer('sitemap'))
  .get('/robots.txt', hostAnswer('robots'))
  .get('*', hostAnswer('page or file'))
  .all('*', onlyGetAndHead);

// ─── A remote's origin ───────────────────────────────────────────────────────────────────────────
/** A remote's file: `/<release id>/…` from that published release (immutable), anything else from its live release. */
async function remoteFile(c: Context<Routes>) {
  const request = c.req.raw;
  const app = appOf(request, c.env);
  const { origins } = settingsOf(c.env);
  const url = new URL(request.url);
  const headers = baseHeaders(request, { csp: REMOTE_CSP, corsOrigins: [origins[HOST] as string, origins[app] as string] });
  const [, first = '', ...rest] = url.pathname.split('/');
  // A published release, by its id: everything in it is immutable, manifest included.
  if (RELEASE_ID.test(first) && rest.length) {
    const answer = await serveFile(request, c.env.RELEASES, { app, id: first, path: rest.join('/'), headers, cacheControl: IMMUTABLE });
    if (answer) return answer;
  }
  const live = (await c.get('pointers')()).pointers.apps[app]?.current;
  if (!live) return notFound(request, headers);
  // The live release (its standalone page for the team, its own files): revalidated where they change.
  const path = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
  return (
    (await serveFile(request, c.env.RELEASES, { app, id: live, path, headers, cacheControl: cacheControlFor(url.pathname) })) ??
    notFound(request, headers)
  );
}

const remote = routesTable()
  .options('*', (c) => preflight(c.req.raw, c.env))
  .get('*', remoteFile)
  .all('*', onlyGetAndHead);

export default {
  async fetch(request, env, ctx) {
    const app = settingsOf(env).appByOrigin.get(new URL(request.url).origin);
    if (!app) return new Response('Not a site this edge serves', { status: 421 });
    return (app === HOST ? host : remote).fetch(request, env, ctx);
  },

  /** The Cron Trigger: the canary verdicts (canary/job.ts). */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runVerdicts(env));
  },
} satisfies ExportedHandler<EdgeEnv>;
