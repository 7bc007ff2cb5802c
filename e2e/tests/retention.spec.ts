import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { APPS, type AppName } from '../../shared/src/protocol/apps';
import { uniqueEmail } from '../support/demoRequests';
import { ENGINES, type EnginePage, openEngine } from '../support/engines';
import { CDN_DIR, exec, pointerOf, promote, ROOT } from '../support/releases';
import { atAPersonsPace, openMenuItem, scrollToDemo } from '../support/site';

/**
 * An open tab and the retention policy (host/edge/README.md, "Retention"), end to end: a tab opened
 * before three promotes of every app keeps working on the composition it booted with; once its
 * releases are pruned (the daily job, run by the test control as of a month on), its next navigation
 * loads the page whole, and what the visitor typed is still there. The site runs with one rollback
 * target kept (playwright.config.ts), so three promotes put a release past it. Desktop only.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const ALL = Object.keys(APPS) as AppName[];
const CONTROL = 'http://127.0.0.1:3999';
let startedWith: Record<AppName, string>;

/** Publishes `app`'s build again as another release, as `pnpm release` does with a dist folder. */
async function sameBuildAgain(app: AppName, n: number): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), `mars-e2e-${app}-`));
  try {
    await cp(path.join(ROOT, APPS[app].dir, 'dist'), dist, { recursive: true });
    const info = JSON.parse(await readFile(path.join(dist, 'build-info.json'), 'utf8'));
    await writeFile(path.join(dist, 'build-info.json'), JSON.stringify({ ...info, tab: `${n}-${Date.now()}` }));
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', path.join(__dirname, '../support/publishBuild.mjs'), app, dist], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
    });
    return JSON.parse(stdout).id;
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}

/** Per app, `count` more releases of the same build (a field added to its build-info: new ids, nothing rebuilt). */
async function moreReleases(count: number): Promise<Record<AppName, string[]>> {
  const made = Object.fromEntries(ALL.map((app) => [app, [] as string[]])) as Record<AppName, string[]>;
  for (const app of ALL) for (let n = 1; n <= count; n++) made[app].push(await sameBuildAgain(app, n));
  return made;
}

/** The releases a tab opens on (live from here) and the next ones of every app. */
async function tabAndNext(): Promise<{ tabReleases: Record<AppName, string>; next: Record<AppName, string> }> {
  const made = await moreReleases(2);
  const pick = (i: number) => Object.fromEntries(ALL.map((app) => [app, made[app][i]])) as Record<AppName, string>;
  for (const app of ALL) await promote(app, made[app][0]);
  return { tabReleases: pick(0), next: pick(1) };
}

/** The tab's releases put past the one rollback target kept (two promotes), then the prune a month on: they are gone. */
async function pruneTabReleases(next: Record<AppName, string>): Promise<void> {
  for (const app of ALL) {
    await promote(app, next[app]);
    await promote(app, startedWith[app]);
  }
  await pruneAsOf(31);
}

/** The daily prune, run now as of `days` later (the job's clock is its trigger's time). */
async function pruneAsOf(days: number): Promise<void> {
  const at = new Date(Date.now() + days * 24 * 3600_000).toISOString();
  const res = await fetch(`${CONTROL}/prune?at=${encodeURIComponent(at)}`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(204);
}

/** Marks this document: a full load makes a new one without the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { marsTab: 'the tab as opened' }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { marsTab?: string }).marsTab === 'the tab as opened');

/** Every uncaught error and unhandled rejection of the page. */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test.beforeAll(async () => {
  startedWith = Object.fromEntries(await Promise.all(ALL.map(async (app) => [app, (await pointerOf(app)).current]))) as Record<
    AppName,
    string
  >;
});

// Whatever happened, the site goes back to the releases it started with (published again if pruned).
test.afterAll(async () => {
  if (!startedWith) return;
  for (const app of ALL) await promote(app, startedWith[app]);
});

test('a tab opened before three promotes of each app navigates, searches and sends the demo form on the releases it booted with', async ({
  page,
}) => {
  const errors = uncaught(page);
  const later = await moreReleases(3);
  await page.goto('/');
  await scrollToDemo(page);
  await markDocument(page);
  const booted = await page.evaluate(() => document.querySelector('meta[name="mars-composition"]')?.getAttribute('content'));
  for (const app of ALL) for (const id of later[app]) await promote(app, id);

  await openMenuItem(page, 'Resources', 'Blog');
  await expect(page).toHaveURL('/blog');
  await page.getByLabel('Search articles').fill('edge');
  await expect(page).toHaveURL('/blog?q=edge');
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText([/Edge AI/]);
  // The blog it runs is the one the tab booted with, not the one now live.
  await expect(page.locator('[data-remote="blog"]').first()).toHaveAttribute('data-release', startedWith.blog);
  await openMenuItem(page, 'Products', 'Mars Hub');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mars Hub');

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await scrollToDemo(page);
  await page.getByLabel('First Name*').fill('Priya');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Email*').fill(uniqueEmail('old-tab'));
  await page.getByLabel('Phone Number*').fill('98765 43210');
  await atAPersonsPace(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText("Demo request submitted successfully! We'll contact you soon.").first()).toBeVisible();

  expect(await sameDocument(page)).toBe(true);
  expect(await page.evaluate(() => document.querySelector('meta[name="mars-composition"]')?.getAttribute('content'))).toBe(booted);
  expect(errors).toEqual([]);
});

test('a tab whose releases were pruned loads its next page whole, with what was typed kept, and the recovery is counted', async ({
  page,
}) => {
  const errors = uncaught(page);
  const { tabReleases, next } = await tabAndNext();
  await page.goto('/');
  await scrollToDemo(page);
  await markDocument(page);
  const tabBlog = tabReleases.blog;
  await expect(page.locator('[data-remote="demo"]').first()).toHaveAttribute('data-release', tabReleases.demo);
  await page.getByLabel('First Name*').fill('Asha');
  await page.getByLabel('Email*').fill('asha@lakeside.example');
  await pruneTabReleases(next);
  expect((await fetch(`http://localhost:${APPS.blog.port}/${tabBlog}/mf-manifest.json`)).status).toBe(404);

  await openMenuItem(page, 'Resources', 'Blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => sameDocument(page).catch(() => false)).toBe(false);
  await expect(page).toHaveURL('/blog');
  await expect(page.locator('[data-remote="blog"]').first()).toHaveAttribute('data-release', startedWith.blog);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

  // Back on the page the visitor left: loaded whole too, the form as they left it.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByLabel('First Name*')).toHaveValue('Asha');
  await expect(page.getByLabel('Email*')).toHaveValue('asha@lakeside.example');
  expect(errors).toEqual([]);

  const report = async () => {
    const { stdout } = await exec('node', ['host/edge/bin/mars-edge.mjs', 'report', '--json', '--days', '1'], {
      cwd: ROOT,
      env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
    });
    return (JSON.parse(stdout).recoveries ?? []) as { app: string; release: string; recoveries: number }[];
  };
  await expect.poll(report).toContainEqual({ app: 'blog', release: tabBlog, recoveries: 1 });
});

/** What the real-visitor collector stored since `since`: each page view, with each of its events (the test control). */
async function visitorReports(since: number): Promise<{ view: string; path: string; kind: string | null; message: string | null }[]> {
  return (await fetch(`${CONTROL}/rum?since=${since}`)).json();
}

/**
 * Until the tab shows `expected`, looked at again on each try (a page loading, or one replaced under
 * the look, answers what the look threw). On a timeout the failure names what the tab last showed.
 */
const until = <T>(tab: EnginePage, look: () => T, expected: T) =>
  expect.poll(() => tab.evaluate(look).catch((e: unknown) => `the look threw: ${e}`), { timeout: 30_000 }).toEqual(expected);

type Marked = Window & { marsTab?: string };

for (const engine of ENGINES)
  test(`${engine === 'firefox' ? 'Firefox' : 'WebKit'}: a tab whose releases were pruned loads its next page whole, what was typed kept, no uncaught error`, async () => {
    const { next } = await tabAndNext();
    const since = Date.now();
    const tab = await openEngine(engine);
    try {
      await tab.goto('/');
      await tab.type('input[name="firstName"]', 'Asha');
      await until(tab, () => document.querySelector('[data-remote="demo"][data-mounted]') !== null, true);
      await tab.evaluate(() => {
        (window as Marked).marsTab = 'the tab as opened';
      });

      await pruneTabReleases(next);

      await tab.click('footer a[href="/blog"]');
      const onBlog = () => ({
        path: location.pathname,
        asOpened: (window as Marked).marsTab !== undefined,
        heading: document.querySelector('main h1') !== null,
      });
      await until(tab, onBlog, { path: '/blog', asOpened: false, heading: true });
      await tab.back();
      const backHome = () => ({
        path: location.pathname,
        firstName: document.querySelector<HTMLInputElement>('input[name="firstName"]')?.value ?? null,
      });
      await until(tab, backHome, { path: '/', firstName: 'Asha' });
      expect(tab.uncaught() ?? []).toEqual([]);
      // Every page's report goes as it is hidden: the browser stays open until they have arrived (a
      // beacon still on its way when the browser is closed is lost with it).
      await tab.goto('about:blank');
      // The pages' own reports of uncaught errors (what WebKit's driver cannot hook): three page views —
      // the tab as opened, /blog and / loaded whole — the recovery among their events, and no error.
      await expect.poll(async () => new Set((await visitorReports(since)).map((r) => r.view)).size).toBeGreaterThanOrEqual(3);
    } finally {
      await tab.close();
    }
    const reports = await visitorReports(since);
    expect(reports.filter((r) => r.kind === 'recovery')).toHaveLength(1);
    expect(reports.filter((r) => r.kind === 'error' || r.kind === 'rejection')).toEqual([]);
  });
