/**
 * The collectors, on the host's origin under /_edge/: real-visitor reports (`POST /_edge/rum`,
 * rum/collector.ts) and Content-Security-Policy violations (`POST /_edge/csp`, csp/reports.ts). A
 * report that says a canary failed on its page asks the canary job for a verdict at once (judgeSoon).
 */
import { Hono } from 'hono';
import { type CanaryBindings, judgeSoon } from '../canary/job';
import { handleCspReport } from '../csp/reports';
import { CSP_REPORT_PATH } from '../http/security';
import { handleRum, RUM_PATH, type RumBindings } from '../rum/collector';

const onlyPost = () => new Response(null, { status: 405, headers: { Allow: 'POST' } });

/** Under this prefix on the host's origin. */
export const COLLECTORS_PREFIX = '/_edge';
const under = (path: string) => path.slice(COLLECTORS_PREFIX.length);

export const collectors = new Hono<{ Bindings: RumBindings & CanaryBindings }>()
  .post(under(RUM_PATH), (c) => handleRum(c.req.raw, c.env, { ctx: c.executionCtx, onFailedCanaries: (apps) => judgeSoon(c.env, apps) }))
  .all(under(RUM_PATH), onlyPost)
  .post(under(CSP_REPORT_PATH), (c) => handleCspReport(c.req.raw, c.env))
  .all(under(CSP_REPORT_PATH), onlyPost);
