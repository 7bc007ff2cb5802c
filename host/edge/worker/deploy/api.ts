/**
 * The deploy API, on the host's origin under /_edge/deploy/: how `pnpm release|promote|rollback|
 * releases|canary|report <app>` reach the edge, locally and in production (one code path). Each
 * call names its app and carries that app's token (auth.ts); the routes, in one table:
 *
 *   GET  apps/<app>/releases                        published releases, newest first, and the pointer
 *   PUT  apps/<app>/releases/<id>/files/<path>      one file of a release being published (publish.ts)
 *   POST apps/<app>/releases/<id>                   publish: every file there, the id matches their hash
 *   POST apps/<app>/promote   { id?, expect?, canary?, force?, smoke? }   make a release live, or a
 *                                                   canary of it (pointerChanges.ts)
 *   POST apps/<app>/rollback                        the release live before the current one
 *   GET  apps/<app>/canary                          the running canary beside stable
 *   POST apps/<app>/canary    { action }            end it by hand: "promote" or "abort"
 *   GET  apps/<app>/report?days=                    the real-visitor report (report/readReport.ts)
 *   POST apps/<app>/prune     { dryRun?, at? }      the retention policy applied to the app's releases
 *                                                   now, or only what it would remove and why (as of
 *                                                   `at`, a dry run's later date) (retention/prune.ts)
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { settingsOf } from '../config/settings';
import { pointersOf } from '../releases/pointers';
import { listReleases, RELEASE_ID, releaseRecord } from '../releases/store';
import { readReport } from '../report/readReport';
import { type PruneBindings, pruneReleases } from '../retention/prune';
import { json, problem } from './answers';
import { authorize } from './auth';
import { canaryStatus, type DeployBindings, endCanary, promote, rollback } from './pointerChanges';
import { publishRecord, uploadFile } from './publish';

export const DEPLOY_PREFIX = '/_edge/deploy/';

export interface DeployApiBindings extends DeployBindings, PruneBindings {
  DEPLOY_TOKENS: unknown;
  ORIGINS: unknown;
  RUNTIME_CONFIG: unknown;
}

/** The apps this edge serves (its ORIGINS). */
const apps = (env: DeployApiBindings) => settingsOf(env).apps;

/** The deploy API, mounted under DEPLOY_PREFIX on the host's origin (index.ts). */
export const deployApi = (() => {
  const api = new Hono<{ Bindings: DeployApiBindings }>();

  // Every call names a known app and carries that app's token; nothing else is looked at before.
  api.use('/apps/:app/*', async (c, next) => {
    const app = c.req.param('app');
    const known = apps(c.env);
    if (!known.includes(app)) return problem(404, `Unknown app: one of ${known.join(', ')}.`);
    return (await authorize(c.req.raw, c.env.DEPLOY_TOKENS, app)) ?? next();
  });
  // A release id is checked before anything is read for it.
  const releaseIdOnly: MiddlewareHandler = async (c, next) => {
    const id = c.req.param('id') ?? '';
    return RELEASE_ID.test(id) ? next() : problem(400, `"${id}" is not a release id.`);
  };
  api.use('/apps/:app/releases/:id', releaseIdOnly);
  api.use('/apps/:app/releases/:id/*', releaseIdOnly);

  api.get('/apps/:app/releases', async (c) => {
    const app = c.req.param('app');
    const [releases, state] = await Promise.all([listReleases(c.env.RELEASES, app), pointersOf(c.env).read()]);
    const pointer = state.apps[app];
    return json(200, { releases, pointer: pointer ? { app, ...pointer } : null });
  });
  api.put('/apps/:app/releases/:id/files/*', async (c) => {
    const { app, id } = c.req.param();
    // The file's path as sent (each segment encoded by the client), below …/files/.
    const prefix = `${DEPLOY_PREFIX}apps/${app}/releases/${id}/files/`;
    const raw = new URL(c.req.url).pathname.slice(prefix.length);
    let path: string;
    try {
      path = raw.split('/').map(decodeURIComponent).join('/');
    } catch {
      return problem(400, `"${raw}" is not a file path a release may have.`);
    }
    return uploadFile(c.req.raw, c.env.RELEASES, { app, id, path, published: await releaseRecord(c.env.RELEASES, app, id) });
  });
  api.post('/apps/:app/releases/:id', async (c) => {
    const { app, id } = c.req.param();
    return publishRecord(c.req.raw, c.env.RELEASES, pointersOf(c.env), {
      app,
      id,
      published: await releaseRecord(c.env.RELEASES, app, id),
    });
  });
  api.post('/apps/:app/promote', (c) => promote(c.req.raw, c.env, pointersOf(c.env), c.req.param('app')));
  api.post('/apps/:app/rollback', (c) => rollback(c.env, pointersOf(c.env), c.req.param('app')));
  api.get('/apps/:app/canary', (c) => canaryStatus(c.env, pointersOf(c.env), c.req.param('app')));
  api.post('/apps/:app/canary', (c) => endCanary(c.req.raw, c.env, pointersOf(c.env), c.req.param('app')));
  api.get('/apps/:app/report', async (c) => json(200, await readReport(new URL(c.req.url), c.env.RUM, pointersOf(c.env))));
  api.post('/apps/:app/prune', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { dryRun?: unknown; at?: unknown };
    const dryRun = body?.dryRun === true;
    // A dry run may look ahead (what would go on a later day); a prune happens now.
    const at = body?.at === undefined ? Date.now() : Date.parse(String(body.at));
    if (Number.isNaN(at) || (!dryRun && body?.at !== undefined)) return problem(400, '"at" (a date) goes with a dry run only.');
    return json(200, await pruneReleases(c.env, { apps: [c.req.param('app')], dryRun, now: at }));
  });

  api.all('*', (c) => {
    const known = apps(c.env);
    // …/apps/<known app>/… reached here: authorized, but no such call.
    const app = new URL(c.req.url).pathname.match(/^\/_edge\/deploy\/apps\/([^/]+)\//)?.[1];
    return app && known.includes(app)
      ? problem(405, 'Not a deploy call this edge knows.')
      : problem(404, `Unknown app: one of ${known.join(', ')}.`);
  });
  return api;
})();
