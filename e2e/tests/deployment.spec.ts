import { expect, type Page, test } from '@playwright/test';
import {
  canaryOf,
  gitStatus,
  hostFingerprint,
  lateLoads,
  listReleases,
  type Pointer,
  pointerOf,
  promote,
  releaseWithChanges,
  releaseWithEdit,
  rollback,
  withSourceCopy,
} from '../support/releases';
import {
  chooseCountry,
  expectFallback,
  expectStaticAfterFailure,
  gotoLive,
  mounted,
  openMobileMenu,
  reactRenderers,
  scrollToDemo,
  watchReactRenderers,
} from '../support/site';

/**
 * Independent deployment, end to end: releases are built, published and promoted with the same
 * commands a team uses (`pnpm --filter <app> build`, `pnpm release|promote|rollback <app>`), against
 * the running site. Nothing here restarts a server or rebuilds the host. Each release is built in a
 * scratch copy of the sources (support/releases.ts, withSourceCopy): the working tree and each app's
 * dist/ are never touched. Desktop only (the other projects do not load this file: playwright.config.ts).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const BLOG_HEADING = 'Insights on private, on-premises vision AI';
const BLOG_FILE = 'remote-blog/src/blogIndex/BlogIndexView.tsx';
const HERO_LINE = 'State-of-the-art AI monitoring,';
const MARKETING_FILE = 'remote-marketing/src/locale/texts.ts';

let live: Record<'blog' | 'marketing', Pointer>;

test.beforeAll(async () => {
  live = { blog: await pointerOf('blog'), marketing: await pointerOf('marketing') };
});

// Every test starts from the releases the site started with, so a rollback lands on them.
test.beforeEach(async () => {
  await Promise.all([promote('blog', live.blog.current), promote('marketing', live.marketing.current)]);
});

// Whatever happened, the site goes back to the releases it started with.
test.afterAll(async () => {
  if (!live) return;
  await Promise.all([promote('blog', live.blog.current), promote('marketing', live.marketing.current)]);
});

const blogHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a blog release goes live on reload without touching the host, and rolls back', async ({ page }, info) => {
  const hostBefore = await hostFingerprint();
  const hostPointer = await pointerOf('host');

  const started = Date.now();
  const id = await releaseWithEdit('blog', BLOG_FILE, BLOG_HEADING, 'Insights from release day');
  await promote('blog', id);
  await page.goto('/blog');
  await expect(blogHeading(page)).toHaveText('Insights from release day');
  // The page itself is made of the live blog release (composed at the edge), and asks for none of
  // its files until a visitor reaches into the blog's slot.
  const html = await (await fetch('http://localhost:3000/blog')).text();
  expect(html).toContain(`data-remote="blog" data-release="${id}"`);
  expect(lateLoads(html).map((x) => x.href ?? x.script)).not.toContainEqual(expect.stringContaining('localhost:3002'));
  info.annotations.push({ type: 'build+release+promote → visible', description: `${Date.now() - started} ms` });

  expect(await hostFingerprint()).toBe(hostBefore);
  expect((await pointerOf('host')).current).toBe(hostPointer.current);

  const back = await rollback('blog');
  expect(back.current).toBe(live.blog.current);
  await page.reload();
  await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
  expect(await hostFingerprint()).toBe(hostBefore);
});

test('a new article with its own pictures is the blog team’s alone: made by its media script, released and promoted; its URL, card image, preview image, head and sitemap line; marketing untouched; rollback takes it away', async () => {
  test.setTimeout(180_000);
  const hostBefore = await hostFingerprint();
  const hostPointer = await pointerOf('host');
  const marketingPointer = await pointerOf('marketing');
  const marketingFiles = await gitStatus('remote-marketing');
  const slug = 'release-day-notes';
  const words = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} explains how a property team reviews alerts on site.`).join(' ');
  const article = [
    '---',
    `slug: ${slug}`,
    'title: "Release Day Notes"',
    'category: Product Updates',
    'illustration: scene dock 0.3',
    'imageAlt: "A loading dock camera feed with a tracked truck"',
    'summary: "What changed on release day, written for the people who run the cameras."',
    'date: 2025-09-01',
    '---',
    '',
    '## What changed',
    '',
    words,
    '',
  ].join('\n');
  const id = await withSourceCopy('blog', [{ file: `remote-blog/content/articles/${slug}.md`, content: article }], async (copy) => {
    // The blog's own media script, from the article's front matter; then its build and release.
    await copy.run('blog', 'media', '--only', slug);
    await copy.build('blog');
    return (await copy.release('blog')).id;
  });
  await promote('blog', id);

  const res = await fetch(`http://localhost:3000/blog/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title data-head>Release Day Notes | Mars Vision</title>');
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/blog/${slug}" data-head>`);
  expect(html).toContain('<meta property="og:title" content="Release Day Notes" data-head>');
  expect(html).toMatch(/"@type":"BlogPosting","headline":"Release Day Notes"/);
  expect(html).toContain('<h1>Release Day Notes</h1>');
  expect(html).toMatch(/>2(<!-- -->)? min read</); // computed from its 442 words at 200 a minute
  // Its preview image and its picture, from the release.
  const preview = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
  expect(preview).toContain(`${slug}-og`);
  const og = await fetch(
    preview.replace(/^https?:\/\/[^/]+/, (origin) => (origin.includes('localhost') ? origin : 'http://localhost:3000')),
  );
  expect(og.status).toBe(200);
  expect(og.headers.get('content-type')).toBe('image/jpeg');
  const index = await (await fetch('http://localhost:3000/blog')).text();
  const card =
    index.match(new RegExp(`src="([^"]*${slug}[^"]*\\.webp)"`))?.[1] ?? index.match(new RegExp(`srcset="([^"]*${slug}[^"]*\\.avif)"`))?.[1];
  expect(card).toBeTruthy();
  const cardImage = await fetch(new URL(card ?? '', 'http://localhost:3000'));
  expect(cardImage.status).toBe(200);
  expect(cardImage.headers.get('content-type')).toMatch(/^image\/(webp|avif)$/);
  expect(await (await fetch('http://localhost:3000/sitemap.xml')).text()).toContain(`<loc>http://localhost:3000/blog/${slug}</loc>`);
  // Nobody else's release or files.
  expect(await hostFingerprint()).toBe(hostBefore);
  expect((await pointerOf('host')).current).toBe(hostPointer.current);
  expect((await pointerOf('marketing')).current).toBe(marketingPointer.current);
  expect(await gitStatus('remote-marketing')).toBe(marketingFiles);

  await rollback('blog');
  expect((await fetch(`http://localhost:3000/blog/${slug}`)).status).toBe(404);
  expect(await (await fetch('http://localhost:3000/sitemap.xml')).text()).not.toContain(slug);
});

test('a new marketing page with a menu entry is a marketing release only: its URL, head, menu entry and sitemap line; rollback takes them away', async ({
  page,
}) => {
  const hostBefore = await hostFingerprint();
  const hostPointer = await pointerOf('host');
  // The page's own files in remote-marketing: its route and menu entry, its text (content/info/) and its card.
  const id = await releaseWithChanges('marketing', [
    {
      file: 'remote-marketing/src/routes/routeTable.ts',
      from: "  ['contact-support', 'Contact Support'],\n];",
      to: "  ['contact-support', 'Contact Support'],\n  ['partners', 'Partners'],\n];",
    },
    {
      file: 'remote-marketing/src/routes/routeTable.ts',
      from: "    ['Careers', BRAND.careersUrl],\n  ]),\n  ...group('Footer: Company', [",
      to: "    ['Careers', BRAND.careersUrl],\n    ['Partners', '/partners'],\n  ]),\n  ...group('Footer: Company', [",
    },
    // Its text (a content file) and its link-preview card.
    {
      file: 'remote-marketing/content/info/partners.md',
      content: `---\nname: Partners\ndescription: The installers and integrators who set up Mars.\neyebrow: Company\ntitle: Partners\nlead: Installers and integrators who set up Mars on existing cameras.\n---\n\n${'Our partners install Mars devices on the cameras a property already has. '.repeat(8)}\n`,
    },
    {
      file: 'remote-marketing/src/pages/info/InfoPage.tsx',
      from: "  'contact-support': contactSupportCard,\n};",
      to: "  'contact-support': contactSupportCard,\n  partners: caseStudiesCard,\n};",
    },
    // Its id in the catalog's vocabulary.
    {
      file: 'remote-marketing/src/catalog/ids.ts',
      from: "export type InfoPageId = 'case-studies' | 'documentation' | 'contact-support';",
      to: "export type InfoPageId = 'case-studies' | 'documentation' | 'contact-support' | 'partners';",
    },
  ]);
  await promote('marketing', id);

  const res = await fetch('http://localhost:3000/partners');
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title data-head>Partners | Mars Vision</title>');
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/partners" data-head>');
  expect(html).toContain('<h1');
  expect(html).toContain('<li><a href="/partners" data-discover="true">Partners</a></li>');
  expect(await (await fetch('http://localhost:3000/sitemap.xml')).text()).toContain('<loc>http://localhost:3000/partners</loc>');

  // In the live menu, after the app has taken over: desktop here, mobile in the accordion.
  await page.goto('/');
  await page.getByRole('button', { name: 'Company' }).hover();
  await page.getByRole('link', { name: 'Partners' }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const menu = await openMobileMenu(page);
  await menu.locator('summary', { hasText: 'Company' }).click();
  await expect(menu.getByRole('link', { name: 'Partners' })).toBeVisible();

  expect(await hostFingerprint()).toBe(hostBefore);
  expect((await pointerOf('host')).current).toBe(hostPointer.current);

  await rollback('marketing');
  expect((await fetch('http://localhost:3000/partners')).status).toBe(404);
  expect(await (await fetch('http://localhost:3000/')).text()).not.toContain('Partners');
  expect(await (await fetch('http://localhost:3000/sitemap.xml')).text()).not.toContain('/partners');
});

test('a path another app serves is refused at promotion, and the live owner keeps it', async () => {
  const id = await releaseWithEdit(
    'marketing',
    'remote-marketing/src/routes/routeTable.ts',
    'const routes: AppRoute[] = [',
    "const routes: AppRoute[] = [\n  { path: '/blog', module: 'marketing/InfoPage', props: { page: 'documentation' } },",
  );
  await expect(promote('marketing', id)).rejects.toThrow(
    new RegExp(`marketing ${id} claims /blog, which blog \\S+ already serves \\(a path has one owner\\)`),
  );
  expect((await pointerOf('marketing')).current).toBe(live.marketing.current);
  expect(await (await fetch('http://localhost:3000/blog')).text()).toContain('data-remote="blog"');
});

test('blog and marketing released and promoted at the same time: both promotions hold', async ({ page }) => {
  const [blogId, marketingId] = await Promise.all([
    releaseWithEdit('blog', BLOG_FILE, BLOG_HEADING, 'Insights, shipped by the blog team'),
    releaseWithEdit('marketing', MARKETING_FILE, HERO_LINE, 'Shipped by the marketing team,'),
  ]);
  await Promise.all([promote('blog', blogId), promote('marketing', marketingId)]);
  expect((await pointerOf('blog')).current).toBe(blogId);
  expect((await pointerOf('marketing')).current).toBe(marketingId);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shipped by the marketing team');
  await page.goto('/blog');
  await expect(blogHeading(page)).toHaveText('Insights, shipped by the blog team');

  await Promise.all([rollback('blog'), rollback('marketing')]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(HERO_LINE);
  await page.goto('/blog');
  await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
});

test('many promotes of different remotes racing from separate processes never lose one', async () => {
  // Two releases per remote to flip between (only the pointers matter here, not what is in them);
  // every round promotes blog and marketing at the same moment from two processes.
  const twoReleases = async (app: 'blog' | 'marketing') => {
    const other = (await listReleases(app)).find((r) => r.id !== live[app].current)?.id ?? live[app].current;
    return [live[app].current, other] as const;
  };
  const [blogIds, marketingIds] = await Promise.all([twoReleases('blog'), twoReleases('marketing')]);
  for (let round = 0; round < 4; round++) {
    const b = blogIds[round % 2] as string;
    const m = marketingIds[(round + 1) % 2] as string;
    await Promise.all([promote('blog', b), promote('marketing', m)]);
    expect((await pointerOf('blog')).current).toBe(b);
    expect((await pointerOf('marketing')).current).toBe(m);
  }
});

test('a remote that needs a React major the live host does not share is refused, saying which; --force records it', async () => {
  const id = await releaseWithChanges('blog', [], {
    MARS_SHARED_VERSION_OVERRIDES: JSON.stringify({ react: '20.0.0', 'react-dom': '20.0.0' }),
  });
  await expect(promote('blog', id)).rejects.toThrow(new RegExp(`blog ${id} needs react \\^20\\.0\\.0; host \\S+ shares react 19\\.`));
  expect((await pointerOf('blog')).current).toBe(live.blog.current);

  await promote('blog', id, { force: true });
  expect((await pointerOf('blog')).current).toBe(id);
  const { events } = await canaryOf('blog');
  expect(events.at(-1)).toMatchObject({ action: 'forced', id, reason: expect.stringContaining('needs react ^20.0.0') });
});

test('a remote built against another contract major never runs: the page keeps its HTML, in the app its fallback; a console error; the rest works', async ({
  page,
}) => {
  // The blog built against a copy of @mars/shared whose contract is 2.0.0.
  const id = await releaseWithEdit(
    'blog',
    'shared/src/protocol/contracts/version.ts',
    "CONTRACT_VERSION = '1.0.0'",
    "CONTRACT_VERSION = '2.0.0'",
  );
  // The gate refuses it, saying why; forced past it, the host still protects the page.
  await expect(promote('blog', id)).rejects.toThrow(/declares contract 2\.0\.0; host .+ speaks contract 1\.0\.0 \(major 1\)/);
  await promote('blog', id, { force: true });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/blog');
  await expectStaticAfterFailure(page, 'blog');
  expect(errors).toContain(
    '[host] remote "blog" refused: built against contract 2.0.0, this host speaks contract 1.0.0 (major 1). None of its code runs.',
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await gotoLive(page, '/product/owlie');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expectFallback(page, 'blog');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(HERO_LINE);
  await scrollToDemo(page);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();

  await rollback('blog');
  await page.goto('/blog');
  await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
});

/** What the page's Module Federation share scope says about one package, and how many Reacts and stores exist. */
async function sharing(page: Page, pkg: string) {
  return page.evaluate((name) => {
    type Info = { from: string; loaded?: boolean; useIn?: string[] };
    const g = globalThis as unknown as {
      __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
    };
    const versions = new Map<string, Info>();
    for (const scopes of Object.values(g.__FEDERATION__.__SHARE__))
      for (const [v, info] of Object.entries(scopes.default?.[name] ?? {})) versions.set(`${v} from ${info.from}`, info);
    const registered = [...versions.keys()].sort();
    const loaded = [...versions.entries()].filter(([, i]) => i.loaded).map(([k]) => k);
    return { registered, loaded };
  }, pkg);
}

for (const [direction, skew] of [
  [
    'a remote built with newer minors loads in an older host',
    { react: '19.3.0', 'react-dom': '19.3.0', zustand: '5.1.0', 'react-router-dom': '7.10.0' },
  ],
  [
    'a remote built with older minors loads in a newer host',
    { react: '19.0.0', 'react-dom': '19.0.0', zustand: '5.0.0', 'react-router-dom': '7.0.0' },
  ],
] as const) {
  test(`version skew: ${direction}, with one React and one store`, async ({ page }) => {
    const id = await releaseWithChanges('blog', [], { MARS_SHARED_VERSION_OVERRIDES: JSON.stringify(skew) });
    await promote('blog', id);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await watchReactRenderers(page);

    await page.goto('/blog');
    await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
    await mounted(page, 'blog'); // the blog's code runs once a visitor reaches into it
    await page.getByRole('link', { name: 'Technical Insights', exact: true }).click();
    await expect(page).toHaveURL('/blog?category=Technical+Insights');

    const react = await sharing(page, 'react');
    expect(react.registered).toEqual(expect.arrayContaining([`${skew.react} from mars_blog`, '19.2.9 from mars_host']));
    expect(react.loaded).toEqual(['19.2.9 from mars_host']);
    // One React DOM (the host's) and one store: the country the host sets is the one the blog's cards format dates for.
    expect(await reactRenderers(page)).toEqual([{ version: '19.2.9', rendererPackageName: 'react-dom' }]);
    const dates = page.getByRole('main').locator('time');
    const before = await dates.allTextContents();
    await chooseCountry(page, 'India');
    await expect.poll(() => dates.allTextContents()).not.toEqual(before);
    await page.evaluate(() => localStorage.clear());
    expect(errors.filter((e) => /Invalid hook call|two copies|Minified React error/i.test(e))).toEqual([]);

    await rollback('blog');
  });
}

test.describe('QA override', () => {
  let candidate: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    candidate = await releaseWithEdit('blog', BLOG_FILE, BLOG_HEADING, 'Insights, candidate release');
  });

  test('an allow-listed release shows a banner naming it; reset returns to the live site', async ({ page }) => {
    await page.goto(`/blog?override=blog:${candidate}`);
    const banner = page.getByRole('complementary', { name: 'QA overrides' });
    await expect(banner).toContainText(`QA override active: blog → ${candidate} (published release, verified)`);
    await expect(blogHeading(page)).toHaveText('Insights, candidate release');
    await expect(page).toHaveURL(/\/blog$/); // the parameter is taken out of the address

    // Remembered while navigating and reloading, for this browser only.
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(blogHeading(page)).toHaveText('Insights, candidate release');
    const other = await page.context().browser()?.newPage();
    await other?.goto('http://localhost:3000/blog');
    await expect(other?.getByRole('heading', { level: 1 }) ?? blogHeading(page)).toHaveText(BLOG_HEADING);
    await other?.close();

    await banner.getByRole('button', { name: 'Reset overrides' }).click();
    await expect(banner).toHaveCount(0);
    await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
  });

  test('a manifest URL on an allow-listed origin (a dev server) is used', async ({ page }) => {
    await page.goto(`/blog?override=blog:http://localhost:3002/${candidate}/mf-manifest.json`);
    await expect(page.getByRole('complementary', { name: 'QA overrides' })).toContainText('(not verified: its files are loaded unchecked)');
    await expect(blogHeading(page)).toHaveText('Insights, candidate release');
    await page.getByRole('button', { name: 'Reset overrides' }).click();
    await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
  });

  test('an origin that is not on the allow-list is ignored and logged', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`/blog?override=blog:http://127.0.0.1:3002/${candidate}/mf-manifest.json`);
    await expect(blogHeading(page)).toHaveText(BLOG_HEADING);
    await expect(page.getByRole('complementary', { name: 'QA overrides' })).toHaveCount(0);
    await expect.poll(() => warnings).toContain('[host] QA override for blog ignored: http://127.0.0.1:3002 is not on the allow-list');
  });
});
