/**
 * Canaries that decide for themselves, from what real visitors' pages report: a release whose
 * articles throw is rolled back after a handful of canary views, a healthy one is promoted, a visitor
 * keeps their variant, and a demo request carries the composition id of its page. The suite's site
 * runs the default policy, but for the time and the views a healthy canary needs (playwright.config.ts).
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { CANARY_JOB_INTERVAL_MS, CANARY_POLICY_UNDER_TEST, DATABASE_URL } from '../playwright.config';
import { brokenArticleRelease, canaryOf, pointerOf, promoteCanary, releaseWithEdit, restoreLive } from '../support/releases';
import { expectFallback, gotoLive, mounted, wakeTheApp, withoutJavaScript } from '../support/site';

// Pointers are shared by the whole site: these run once, at desktop width (the other projects do
// not load this file: playwright.config.ts).
test.describe.configure({ mode: 'serial' });

// After every test, passed or failed: no canary running, the blog release the site started with
// live. A canary or a promotion left behind would be what the next test (or a retry) reads as "live".
let startedWith: string;
test.beforeAll(async () => {
  startedWith = (await pointerOf('blog')).current;
});
test.afterEach(async () => {
  await restoreLive('blog', startedWith);
});

const BLOG_FILE = 'remote-blog/src/blogIndex/BlogIndexView.tsx';
const BLOG_HEADING = 'Insights on private, on-premises vision AI';
const ARTICLE = '/blog/what-is-edge-ai';
const ARTICLE_TITLE = 'What Is Edge AI, and Why Does It Belong Next to Your Cameras?';

/** A visitor whose bucket is `bucket` (under 50: inside a 50 % canary). */
async function visitor(browser: Browser, bucket: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'mars_bucket', value: String(bucket), url: 'http://localhost:3000' }]);
  return { context, page: await context.newPage() };
}

const compositionOf = (page: Page) => page.locator('meta[name="mars-composition"]').getAttribute('content');

test('a canary whose articles throw on mount is aborted after at most 10 canary views, under the default policy; its visitors get stable on their next page', async ({
  browser,
}) => {
  const stable = (await pointerOf('blog')).current;
  const broken = await brokenArticleRelease('canary test: this release breaks every article');
  await promoteCanary('blog', broken, 50);

  // Two visitors read articles one after another, one in the canary and one not, as visitors do who
  // reach for the site's app (Login, a search): the article's code comes with the pointer over it;
  // leaving sends the page's report.
  const inCanary = await visitor(browser, 10);
  const inStable = await visitor(browser, 70);
  let canaryViews = 0;
  for (let i = 0; i < 12; i++) {
    await inCanary.page.goto(ARTICLE);
    if (!(await compositionOf(inCanary.page))?.endsWith(';canary=blog')) break;
    expect(await compositionOf(inCanary.page)).toContain(`blog=${broken};`);
    canaryViews++;
    await wakeTheApp(inCanary.page);
    await inCanary.page.getByRole('heading', { level: 1 }).hover();
    await expectFallback(inCanary.page, 'blog');

    await inStable.page.goto(ARTICLE);
    expect(await compositionOf(inStable.page)).toContain(`blog=${stable}`);
    await wakeTheApp(inStable.page);
    await inStable.page.getByRole('heading', { level: 1 }).hover();
    await expect(inStable.page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  }
  await inStable.page.goto('about:blank');
  await expect.poll(async () => (await canaryOf('blog')).pointer?.canary?.id ?? null, { timeout: 15_000 }).toBeNull();
  expect(canaryViews).toBeLessThanOrEqual(10);

  const { pointer, events } = await canaryOf('blog');
  expect(pointer?.current).toBe(stable);
  const verdict = events.at(-1);
  expect(verdict).toMatchObject({ action: 'aborted', id: broken, stable });
  expect(verdict?.reason).toMatch(
    /^verdict: aborted after (\d+) of \1 canary views failed; stable 0 of \d+ \(evidence [\d,]+ of 100 needed\)$/,
  );
  test.info().annotations.push({ type: 'canary views before the abort', description: `${canaryViews}: ${verdict?.reason}` });
  // How long it ran, by the edge's own records: its start (the canary event) to the verdict.
  const abortedAfterMs =
    Date.parse(verdict?.at ?? '') - Date.parse(events.findLast((e) => e.action === 'started' && e.id === broken)?.at ?? '');
  console.log(`canary: ${canaryViews} canary views seen, aborted ${abortedAfterMs} ms after it started — ${verdict?.reason}`);

  // The visitor who was in the canary gets the stable release on their next page.
  await inCanary.page.goto(ARTICLE);
  await expect(inCanary.page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  expect(await compositionOf(inCanary.page)).not.toContain('canary=');
  expect(await compositionOf(inCanary.page)).toContain(`blog=${stable}`);
  await mounted(inCanary.page, 'blog');
  await expect(inCanary.page.locator('[data-remote-fallback="blog"]')).toHaveCount(0);
  await inCanary.context.close();
  await inStable.context.close();
});

test('a healthy canary is promoted on its own; meanwhile a new visitor keeps one variant across reloads, never two on one page', async ({
  browser,
}) => {
  test.setTimeout(CANARY_POLICY_UNDER_TEST.healthyForMs + CANARY_JOB_INTERVAL_MS + 90_000);
  const stable = (await pointerOf('blog')).current;
  const healthy = await releaseWithEdit('blog', BLOG_FILE, BLOG_HEADING, 'Insights, canary edition');
  const startedAt = (await promoteCanary('blog', healthy, 50)).canary?.startedAt;
  expect(startedAt).toBeTruthy();

  // A visitor without a bucket gets one, and keeps what it decides.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const blogFiles: string[] = [];
  page.on('request', (r) => r.url().startsWith('http://localhost:3002/') && blogFiles.push(r.url()));
  await gotoLive(page, '/blog');
  const bucket = (await context.cookies('http://localhost:3000')).find((c) => c.name === 'mars_bucket');
  expect(bucket).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const heading = bucket && Number(bucket.value) < 50 ? 'Insights, canary edition' : BLOG_HEADING;
  const release = heading === BLOG_HEADING ? stable : healthy;
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.reload();
    // The blog's own module running on the page (not only the edge's HTML of it), and no fallback.
    await mounted(page, 'blog');
    await expect(page.locator('[data-remote-fallback="blog"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await compositionOf(page)).toContain(`blog=${release}`);
  }
  // Every blog file the page loaded is from the variant it was composed of.
  expect(blogFiles.length).toBeGreaterThan(0);
  expect(blogFiles.filter((url) => !url.includes(`/${release}/`))).toEqual([]);
  await context.close();

  // Enough healthy views on both sides; then the job promotes it once its time is up.
  for (const bucketOf of [10, 70]) {
    const v = await visitor(browser, bucketOf);
    for (let i = 0; i < 3; i++) {
      await gotoLive(v.page, '/blog');
      await expect(v.page.getByRole('heading', { level: 1 })).toHaveText(bucketOf < 50 ? 'Insights, canary edition' : BLOG_HEADING);
    }
    await v.page.goto('about:blank');
    await v.context.close();
  }
  await expect
    .poll(async () => (await canaryOf('blog')).pointer?.current, {
      timeout: CANARY_POLICY_UNDER_TEST.healthyForMs + CANARY_JOB_INTERVAL_MS + 10_000,
    })
    .toBe(healthy);
  const { events } = await canaryOf('blog');
  const promoted = events.at(-1);
  expect(promoted).toMatchObject({ action: 'promoted', id: healthy, stable });
  expect(promoted?.reason).toMatch(/^verdict: healthy for \d+ s: 0 of \d+ canary views failed; stable 0 of \d+$/);
  // Not before its time, by the edge's own clock: from the canary's start to the promotion it records.
  expect(Date.parse(promoted?.at ?? '') - Date.parse(startedAt ?? '')).toBeGreaterThanOrEqual(CANARY_POLICY_UNDER_TEST.healthyForMs);
});

async function storedComposition(email: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT composition FROM demo_requests WHERE email = $1', [email]);
    return rows[0]?.composition ?? null;
  } finally {
    await client.end();
  }
}

async function fillDemo(page: Page, email: string) {
  await page.getByLabel('First Name*').fill('Priya');
  await page.getByLabel('Last Name*').fill('Raman');
  await page.getByLabel('Email*').fill(email);
  await page.getByLabel('Phone Number*').fill('98765 43210');
  // No wait for a person's pace: a quick request is stored too (flagged), and only its composition is read here.
  await page.getByRole('button', { name: 'Submit Request' }).click();
}

test('a demo request is stored with the composition id of the page it was sent from, with and without JavaScript', async ({
  page,
  browser,
}) => {
  const live = `trace.${Date.now()}@lakeside.example`;
  await gotoLive(page, '/#demo');
  await mounted(page, 'demo');
  const composition = await compositionOf(page);
  expect(composition).toMatch(/^host=[^;]+;marketing=[^;]+;blog=[^;]+;auth=[^;]+;demo=[^;]+$/);
  await fillDemo(page, live);
  await expect(page.getByText("Demo request submitted successfully! We'll contact you soon.")).toBeVisible();
  expect(await storedComposition(live)).toBe(composition);

  const { context, page: plain } = await withoutJavaScript(browser, page);
  const noJs = `trace.nojs.${Date.now()}@lakeside.example`;
  await plain.goto('/#demo');
  const plainComposition = await compositionOf(plain);
  await fillDemo(plain, noJs);
  await expect(plain).toHaveURL('/?demo=sent#demo');
  expect(await storedComposition(noJs)).toBe(plainComposition);
  await context.close();
});
