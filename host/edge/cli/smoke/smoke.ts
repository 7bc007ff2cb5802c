/**
 * The gate's smoke check, run by `pnpm promote` (and `--canary`) before it asks the edge: each route
 * of the candidate remote release is loaded headless against the live site through a QA override
 * (`?override=<app>:<id>`, federation/qaOverrides.ts: this browser only, nobody else sees it; the
 * edge composes the page from that release and vouches for its manifest, so its files are checked
 * as on visitors' pages). A route passes when that release's own module has mounted in its slot
 * (smokeProbe.ts; no fallback) and the page logs no error.
 *
 * It runs where the CLI runs (a Worker cannot drive a browser), so the edge cannot enforce it by
 * itself: a promote that skips it must say `--force`, and the edge records what was overridden.
 */
import { existsSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { type Reach, smokeProbe } from './smokeProbe';

/** How long a route may take to show the release before it counts as not rendered. */
const RENDER_TIMEOUT_MS = 15_000;
/** Errors a page logs just after its slot renders (an effect that throws) still count. */
const SETTLE_MS = 400;

/** One page of the check, and how a visitor reaches the release's slot on it. */
export interface SmokeStep {
  path: string;
  reach: Reach;
}

/**
 * What to load for a release of `app`: every route of its own route table (`routes`; a `:param`
 * filled from the views the release publishes, `viewKeys` such as
 * `blog/BlogArticle?slug=what-is-edge-ai`), and where its slot lives otherwise: the demo section on
 * the home page (scrolled to), the sign-in modal behind Login.
 */
export function smokePlan(app: string, routes: { path: string; module: string }[], viewKeys: string[]): SmokeStep[] {
  if (app === 'auth') return [{ path: '/', reach: 'login' }];
  if (app === 'demo') return [{ path: '/', reach: 'scroll' }];
  const plan: SmokeStep[] = [];
  for (const route of routes) {
    if (!route.module.startsWith(`${app}/`)) continue;
    const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
    if (!params.length) {
      plan.push({ path: route.path, reach: 'load' });
      continue;
    }
    for (const key of viewKeys) {
      const [module, query = ''] = key.split('?');
      if (module !== route.module) continue;
      const values = new URLSearchParams(query);
      if (!params.every((p) => values.get(p))) continue;
      plan.push({ path: route.path.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(values.get(p) ?? '')), reach: 'load' });
    }
  }
  return plan;
}

async function getJson<T>(url: URL): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The release's own routes (its route table) and views (none for a release without first views). */
async function planFor(site: string, app: string, id: string): Promise<SmokeStep[]> {
  const config = await getJson<{ remotes?: Record<string, string> }>(new URL('/runtime-config.json', site));
  const live = config.remotes?.[app];
  if (!live) throw new Error(`the live site has no remote "${app}"`);
  const fromRelease = <T>(file: string, empty: T): Promise<T> =>
    fetch(new URL(`../${id}/${file}`, live)).then((r) => (r.ok ? (r.json() as Promise<T>) : empty));
  type Table = { path: string; module: string }[] | { routes?: { path: string; module: string }[] };
  const [table, views] = await Promise.all([
    fromRelease<Table>('routes.json', { routes: [] }),
    fromRelease<{ views?: Record<string, unknown> }>('first-view.json', { views: {} }),
  ]);
  return smokePlan(app, Array.isArray(table) ? table : (table.routes ?? []), Object.keys(views.views ?? {}));
}

/** Debian's Chromium where it is (this repository's machines), else Playwright's own. */
function launchOptions() {
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] };
}

/** One route: a problem sentence, or null when the release rendered there without an error. */
async function checkRoute(
  context: BrowserContext,
  site: string,
  app: string,
  id: string,
  { path, reach }: SmokeStep,
): Promise<string | null> {
  const page = await context.newPage();
  const errors: string[] = [];
  // First lines only: a stack trace says nothing to the team reading the refusal.
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().split('\n')[0] ?? ''));
  page.on('pageerror', (e) => errors.push(e.message.split('\n')[0] ?? ''));
  try {
    const url = new URL(path, site);
    url.searchParams.set('override', `${app}:${id}`);
    await page.goto(url.href, { waitUntil: 'load' });
    // The page answers as HTML from the start; the remote's code comes when a visitor reaches into its
    // slot (or, for the demo form, nears it). So the check does what a visitor does, once the app runs.
    const started = await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-app-live'), null, { timeout: RENDER_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    if (!started)
      return `${path}: the page's app did not start within ${RENDER_TIMEOUT_MS / 1000} s${errors.length ? ` (${errors[0]})` : ''}`;
    if (reach === 'login') await page.getByRole('button', { name: 'Login' }).filter({ visible: true }).click();
    else if (reach === 'load')
      await page
        .locator(`[data-remote="${app}"]`)
        .locator('h1, h2, p, a')
        .first()
        .hover({ timeout: RENDER_TIMEOUT_MS })
        .catch(() => undefined); // no slot of its own to reach into: the probe tells
    const outcome = await page
      .waitForFunction(smokeProbe, [app, id, reach] as [string, string, Reach], { timeout: RENDER_TIMEOUT_MS, polling: 100 })
      .then((handle) => handle.jsonValue())
      .catch(() => 'timeout');
    await page.waitForTimeout(SETTLE_MS);
    if (outcome === 'fallback') return `${path}: the ${app} slot showed its fallback${errors.length ? ` (${errors[0]})` : ''}`;
    if (outcome === 'failed') return `${path}: the ${app} slot could not load ${id}${errors.length ? ` (${errors[0]})` : ''}`;
    if (outcome === 'timeout') return `${path}: ${id} did not render in its slot within ${RENDER_TIMEOUT_MS / 1000} s`;
    if (errors.length) return `${path}: console error: ${errors[0]}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`;
    return null;
  } finally {
    await page.close();
  }
}

/** What the check found (one sentence per route), how many routes it loaded and how long it took. */
export interface SmokeResult {
  problems: string[];
  routes: number;
  ms: number;
}

/** Loads every route of `app`'s release `id` through a QA override against the live `site`. */
export async function smokeCheck(app: string, id: string, { site }: { site: string }): Promise<SmokeResult> {
  const started = performance.now();
  const plan = await planFor(site, app, id);
  if (!plan.length) return { problems: [`${app} ${id}: no route to check (its route table has none)`], routes: 0, ms: 0 };
  const { chromium } = await import('playwright-core');
  let browser: import('playwright-core').Browser;
  try {
    browser = await chromium.launch(launchOptions());
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return { problems: [`no headless browser for the smoke check (${reason}; set CHROMIUM_PATH)`], routes: 0, ms: 0 };
  }
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // QA traffic is not visitors': its page views must not count in real-visitor figures or a canary's.
    await context.route('**/_edge/rum', (route) => route.fulfill({ status: 204 }));
    const problems: string[] = [];
    // Two pages at a time: the check's time stays near half a route per route without crowding the site.
    const queue = [...plan];
    const worker = async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        const problem = await checkRoute(context, site, app, id, step);
        if (problem) problems.push(problem);
      }
    };
    await Promise.all([worker(), worker()]);
    return { problems: problems.sort(), routes: plan.length, ms: Math.round(performance.now() - started) };
  } finally {
    await browser.close();
  }
}
