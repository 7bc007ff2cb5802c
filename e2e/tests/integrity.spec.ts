/**
 * The integrity chain, from the run-time config to every file a remote loads: a file changed in the
 * store after it was published is never run. The slot shows its fallback, the console names the
 * file, and the rest of the page works.
 */
import { expect, type Page, test } from '@playwright/test';
import { brokenArticleRelease, canaryOf, listReleases, pointerOf, promote, releaseWithEdit, restoreLive } from '../support/releases';
import { expectFallback, expectStaticAfterFailure, gotoLive, mounted, tamper } from '../support/site';

// Desktop only (the other projects do not load this file: playwright.config.ts): it changes what is
// live for the whole site.
test.describe.configure({ mode: 'serial' });

// The blog release the site started with is live again after every test, passed or failed: a
// tampered or broken release left live would be what the next test (or a retry) reads as "live".
let startedWith: string;
test.beforeAll(async () => {
  startedWith = (await pointerOf('blog')).current;
});
test.afterEach(async () => {
  await restoreLive('blog', startedWith);
});

const BLOG_FILE = 'remote-blog/src/blogIndex/BlogIndexView.tsx';
const BLOG_HEADING = 'Insights on private, on-premises vision AI';

/** A new blog release that nothing has read yet (so the store's copy is what the edge serves); new on every run. */
const freshBlogRelease = (heading: string) => releaseWithEdit('blog', BLOG_FILE, BLOG_HEADING, `${heading} ${Date.now()}`);

async function manifestOf(url: string) {
  return (await (await fetch(url)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
    mars: { integrity: Record<string, string> };
  };
}

function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

test('every file a remote release loads has its digest in the manifest, and the manifest in the config', async () => {
  const config = await (await fetch('http://localhost:3000/runtime-config.json')).json();
  for (const remote of ['marketing', 'blog', 'auth', 'demo']) {
    expect(config.integrity[remote]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const manifest = await manifestOf(config.remotes[remote]);
    expect(Object.keys(manifest.mars.integrity)).toContain('remoteEntry.js');
    for (const file of manifest.exposes.flatMap((e) => e.assets.js.sync)) expect(manifest.mars.integrity[file]).toMatch(/^sha384-/);
  }
});

/** The BlogIndex chunk of a release: the code /blog runs. */
async function blogIndexChunk(id: string): Promise<string> {
  const manifest = await manifestOf(`http://localhost:3002/${id}/mf-manifest.json`);
  const chunk = manifest.exposes
    .find((e) => e.name === './BlogIndex' || e.name === 'BlogIndex')
    ?.assets.js.sync.find((f) => f.includes('BlogIndex'));
  expect(chunk).toBeTruthy();
  return chunk as string;
}

/** Sets a flag in the page if the changed file ever runs. */
const RAN = 'globalThis.__marsChangedFileRan = true';
const changedFileRan = (page: Page) =>
  page.evaluate(() => (globalThis as { __marsChangedFileRan?: boolean }).__marsChangedFileRan === true);

test('a chunk changed in the store never goes live: promote is refused naming it, even forced; a QA override never runs it', async ({
  page,
}) => {
  const live = (await pointerOf('blog')).current;
  const id = await freshBlogRelease('Insights, a release someone changed');
  const chunk = await blogIndexChunk(id);
  await tamper('blog', id, chunk, RAN);

  for (const force of [false, true]) {
    const refusal = promote('blog', id, { force });
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `blog ${id}: ${chunk.replace('.', '\\.')} in the store differs from what was published \\(published sha256 [0-9a-f]{64}, the store has [0-9a-f]{64}\\)`,
      ),
    );
    await expect(refusal).rejects.toThrow('--force cannot override this');
  }
  expect((await pointerOf('blog')).current).toBe(live);
  // Visitors keep the live blog.
  await gotoLive(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);

  // A QA browser is checked as visitors are: the edge vouches for the release's manifest, which
  // names the chunk's digest, so the changed chunk is refused and never runs.
  const errors = errorsOf(page);
  await page.goto(`/blog?override=blog:${id}`);
  await expectStaticAfterFailure(page, 'blog');
  expect(errors.some((e) => e.includes(`${id}/${chunk}`) && /integrity/i.test(e))).toBe(true);
  expect(await changedFileRan(page)).toBe(false);
  await expect(page.locator('[data-qa-override-banner]')).toContainText('(published release, verified)');
  await page.getByRole('button', { name: 'Reset overrides' }).click();
  await expect(page.locator('[data-qa-override-banner]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOG_HEADING);
});

test('a chunk changed in the store after its release went live is never run: the page stays as the edge sent it and names it; in the app the blog falls back; the rest works', async ({
  page,
}) => {
  const id = await freshBlogRelease('Insights, changed once live');
  await promote('blog', id);
  // Nobody has loaded it yet: the store's copy is what the edge will serve.
  const chunk = await blogIndexChunk(id);
  await tamper('blog', id, chunk, RAN);
  const errors = errorsOf(page);

  await page.goto('/blog');
  await expectStaticAfterFailure(page, 'blog');
  expect(errors.some((e) => e.includes(`${id}/${chunk}`) && /integrity/i.test(e))).toBe(true);
  expect(await changedFileRan(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Insights, changed once live');
  // Reached in the app (no HTML from the edge to keep): the blog's fallback, in the layout.
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expectFallback(page, 'blog');
  await expect(page.getByRole('button', { name: 'Products' })).toBeVisible();
});

test('a remoteEntry.js changed in the store after its release went live is never run: the host gives it its digest', async ({ page }) => {
  const id = await freshBlogRelease('Insights, an entry someone changed');
  await promote('blog', id);
  await tamper('blog', id, 'remoteEntry.js', RAN);
  const errors = errorsOf(page);

  await page.goto('/blog');
  await expectStaticAfterFailure(page, 'blog');
  expect(errors.some((e) => e.includes(`${id}/remoteEntry.js`) && /integrity/i.test(e))).toBe(true);
  expect(await changedFileRan(page)).toBe(false);
});

test('a manifest changed in the store is refused by the gate, even forced, and by a QA browser before any of its code runs', async ({
  page,
}) => {
  const live = (await pointerOf('blog')).current;
  const id = await freshBlogRelease('Insights, another changed release');
  await tamper('blog', id, 'mf-manifest.json');
  for (const force of [false, true])
    await expect(promote('blog', id, { force })).rejects.toThrow(
      `blog ${id}: mf-manifest.json in the store differs from what was published`,
    );
  expect((await pointerOf('blog')).current).toBe(live);

  const errors = errorsOf(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`/blog?override=blog:${id}`);
  await expectStaticAfterFailure(page, 'blog');
  expect(errors).toContainEqual(
    expect.stringContaining(
      `[host] remote "blog" refused: http://localhost:3002/${id}/mf-manifest.json does not match the digest in the run-time config`,
    ),
  );
  expect(requested.filter((url) => url.startsWith(`http://localhost:3002/${id}/`) && url.endsWith('.js'))).toEqual([]);
  await page.getByRole('button', { name: 'Reset overrides' }).click();
  expect((await listReleases('blog')).some((r) => r.id === id)).toBe(true);
});

test.describe("the gate's smoke check", () => {
  test('a release whose articles fail on mount is refused, naming each route; --force promotes it, recorded', async ({ page }, info) => {
    const live = (await pointerOf('blog')).current;
    const broken = await brokenArticleRelease('smoke test: this release breaks every article');

    const refusal = promote('blog', broken, { smoke: true });
    await expect(refusal).rejects.toThrow(
      'smoke check: /blog/what-is-edge-ai: the blog slot showed its fallback (Error: smoke test: this release breaks every article)',
    );
    await expect(refusal).rejects.toThrow('(--force overrides; it is recorded with the pointer)');
    // The index does not break: it is not named.
    await expect(refusal).rejects.not.toThrow('smoke check: /blog:');
    expect((await pointerOf('blog')).current).toBe(live);
    // Nobody saw it: the QA pages are this browser's only, and the live blog is unchanged.
    await gotoLive(page, '/blog/what-is-edge-ai');
    // The article's module run on the page (the broken one throws only once mounted).
    await mounted(page, 'blog');
    expect(await page.locator('meta[name="mars-composition"]').getAttribute('content')).toContain(`blog=${live}`);
    await expect(page.locator('[data-remote-fallback="blog"]')).toHaveCount(0);

    const forced = await promote('blog', broken, { smoke: true, force: true });
    expect(forced.current).toBe(broken);
    const { events } = await canaryOf('blog');
    expect(events.at(-1)).toMatchObject({ action: 'forced', id: broken, stable: live });
    expect(events.at(-1)?.reason).toContain('smoke check: /blog/what-is-edge-ai: the blog slot showed its fallback');
    info.annotations.push({
      type: 'smoke check, broken blog release',
      description: `${forced.smoke?.routes} routes in ${forced.smoke?.ms} ms`,
    });
  });

  test('a healthy release passes it on every route and goes live', async ({ page }, info) => {
    const id = await freshBlogRelease('Insights, checked before going live');
    const promoted = await promote('blog', id, { smoke: true });
    expect(promoted.current).toBe(id);
    expect(promoted.smoke?.problems).toEqual([]);
    expect(promoted.smoke?.routes).toBeGreaterThan(1);
    info.annotations.push({
      type: 'smoke check, blog release',
      description: `${promoted.smoke?.routes} routes in ${promoted.smoke?.ms} ms`,
    });
    await gotoLive(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Insights, checked before going live');
  });
});
