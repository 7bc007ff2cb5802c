import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { chooseCountry, gotoLive, holdMarketingCode, isMobile, mounted, scrollToDemo } from '../support/site';

test('home sections come in order: hero, features, products, how it works, about, demo, footer', async ({ page }) => {
  await gotoLive(page, '/');
  // The demo section loads as the visitor scrolls near it.
  await scrollToDemo(page);
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeAttached();
  await expect(page.locator('[data-section="global-presence"]')).toBeAttached();
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('[data-section], footer')].map((el) =>
      el.tagName === 'FOOTER' ? 'footer' : el.getAttribute('data-section'),
    ),
  );
  const wanted = ['hero', 'features', 'products', 'how-it-works', 'about', 'demo', 'footer'];
  expect(order.filter((s) => wanted.includes(s as string))).toEqual(wanted);
});

/** Marks the hero's <video>; from then on anything that restarts its clip is recorded (a new load of its media, a jump back). */
async function watchForRestarts(video: Locator) {
  await video.evaluate((v: HTMLVideoElement) => {
    const w = window as unknown as { __clip: HTMLVideoElement; __restarts: string[] };
    w.__clip = v;
    w.__restarts = [];
    let last = v.currentTime;
    v.addEventListener('timeupdate', () => {
      last = v.currentTime;
    });
    for (const type of ['emptied', 'loadstart', 'abort']) v.addEventListener(type, () => w.__restarts.push(type));
    v.addEventListener('seeking', () => {
      if (last < v.duration - 1) w.__restarts.push(`jumped from ${last.toFixed(2)} s to ${v.currentTime.toFixed(2)} s`);
    });
  });
}

/**
 * The playing clip's progress ring as the visitor sees it: how much of it is drawn (the turn of its
 * two halves, as the browser renders them at this moment) beside how much of the clip has played.
 */
function ringAndClip(page: Page): Promise<{ drawn: number; played: number; playing: boolean }> {
  return page.evaluate(() => {
    const video = document.querySelector('video[data-video-id]') as HTMLVideoElement;
    const turns = [...document.querySelectorAll('[role="progressbar"] [data-ring-rotor]')].map((rotor) => {
      const style = getComputedStyle(rotor);
      const m = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
      return Number(style.opacity) ? ((Math.atan2(m.b, m.a) * 180) / Math.PI + 360) % 360 : 0;
    });
    return { drawn: turns.reduce((a, b) => a + b, 0) / 360, played: video.currentTime / video.duration, playing: !video.paused };
  });
}

/** The ring is drawn where the clip is, and still is a moment of playback later: it follows the clip. */
async function expectRingFollowsClip(page: Page) {
  const inStep = (r: { drawn: number; played: number }) => Math.abs(r.drawn - r.played) < 0.05;
  // Each poll returns 'in step' or what it saw, so a failure shows the ring and the clip.
  let first = { drawn: 0, played: 0, playing: false };
  await expect
    .poll(async () => {
      first = await ringAndClip(page);
      return first.playing && first.played > 0.05 && inStep(first) ? 'in step' : JSON.stringify(first);
    })
    .toBe('in step');
  await expect
    .poll(async () => {
      const later = await ringAndClip(page);
      return Math.abs(later.played - first.played) > 0.05 && inStep(later) ? 'in step' : JSON.stringify(later);
    })
    .toBe('in step');
}

/**
 * The ring turns in steps (heroDom.ts, RING_STEP_MS: 80 ms), not at every frame: over 40 of the
 * page's frames its drawn turn changes no more often than a step comes — a turn that changed at every
 * frame gave every frame the page renders (a tap's, a scroll's) a restyle of its own. It still moves.
 */
async function expectRingTurnsInSteps(page: Page) {
  const seen = await page.evaluate(
    () =>
      new Promise<{ changes: number; ms: number; played: number }>((resolve) => {
        const video = document.querySelector('video[data-video-id]') as HTMLVideoElement;
        const rotors = [...document.querySelectorAll('[role="progressbar"] [data-ring-rotor]')];
        const drawn = () => rotors.map((r) => `${getComputedStyle(r).transform} ${getComputedStyle(r).opacity}`).join();
        let last = drawn();
        let changes = 0;
        let frames = 0;
        let first: number | undefined;
        const at = video.currentTime;
        const frame = (t: number) => {
          first ??= t;
          const now = drawn();
          if (now !== last) changes++;
          last = now;
          if (++frames < 40) requestAnimationFrame(frame);
          else resolve({ changes, ms: t - first, played: video.currentTime - at });
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(seen.changes, JSON.stringify(seen)).toBeLessThanOrEqual(Math.ceil(seen.ms / 80) + 2);
  if (seen.played > 0.25) expect(seen.changes, JSON.stringify(seen)).toBeGreaterThan(0);
}

test('the hero plays from the first view and moves to the next item with no input at all; then the controls work', async ({ page }) => {
  // No pointer, touch, key or scroll until the next item is playing: a visitor who only watches. The
  // app's code is held all that time: the page's HTML and its few-hundred-byte player do it alone.
  const release = await holdMarketingCode(page);
  await page.goto('/');
  const video = page.locator('video[data-video-id]');
  await expect(video).toHaveAttribute('data-video-id', 'hero-us');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
  // At the clip's end (its `ended` event, however long the clip takes here) the next item plays.
  await video.evaluate((v: HTMLVideoElement) => {
    const w = window as unknown as { __firstClipEnded: boolean };
    w.__firstClipEnded = false;
    v.addEventListener('ended', () => {
      w.__firstClipEnded = true;
    });
  });
  await page.waitForFunction(() => (window as unknown as { __firstClipEnded: boolean }).__firstClipEnded, null, { timeout: 0 });
  await expect(video).toHaveAttribute('data-video-id', 'lobby');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  await expect(page.getByRole('progressbar', { name: 'Lobby tracking, playing' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Lobby tracking/ })).toHaveAttribute('aria-current', 'true');
  await expectRingFollowsClip(page);
  await expectRingTurnsInSteps(page);
  const slot = page.locator('[data-remote="marketing"]').first();
  expect(await slot.getAttribute('data-mounted'), 'the app had not come').toBeNull();

  // The visitor reaches into the page: the app comes and adopts that same element, playing on.
  await watchForRestarts(video);
  release();
  await mounted(page, 'marketing');
  await expect(page.locator('[data-behaviour-live]')).toHaveCount(0);
  const adopted = await video.evaluate((v: HTMLVideoElement) => {
    const w = window as unknown as { __clip: HTMLVideoElement; __restarts: string[] };
    return { same: v === w.__clip, restarts: w.__restarts, id: v.dataset.videoId, loop: v.loop, playing: !v.paused };
  });
  expect(adopted).toEqual({ same: true, restarts: [], id: 'lobby', loop: false, playing: true });
  await page.getByRole('button', { name: /Loading dock/ }).click();
  await expect(video).toHaveAttribute('data-video-id', 'dock');
  // The app's ring follows the clip as the player's did.
  await expectRingFollowsClip(page);
  await expectRingTurnsInSteps(page);
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('off screen the hero’s clip waits, and plays on when the visitor is back at the hero: with its player and with the app', async ({
  page,
}) => {
  const release = await holdMarketingCode(page);
  const video = page.locator('video[data-video-id]');
  const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
  const playsOnFrom = async (at: number) =>
    expect.poll(() => video.evaluate((v: HTMLVideoElement, t) => !v.paused && v.currentTime > t, at)).toBe(true);
  const hero = page.locator('[data-section="hero"]');
  // Opened at the form, thousands of pixels below the hero (no app yet): the clip waits, and so does
  // its player, whose start is work the visitor at the form has no use for.
  await page.goto('/#demo');
  await expect.poll(paused).toBe(true);
  await expect(hero).not.toHaveAttribute('data-behaviour-live');
  // Not the visitor's pause: their toggle still says the hero plays.
  await expect(page.getByRole('button', { name: 'Pause video', includeHidden: true })).toHaveCount(1);
  // Back at the hero, its player starts and plays the clip on; away again, the player's clip waits.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hero).toHaveAttribute('data-behaviour-live', '');
  await playsOnFrom(await video.evaluate((v: HTMLVideoElement) => v.currentTime));
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await expect.poll(paused).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await playsOnFrom(await video.evaluate((v: HTMLVideoElement) => v.currentTime));

  // The app takes the hero over: away from it the clip waits again, and plays on when back.
  release();
  await mounted(page, 'marketing');
  await expect(page.locator('[data-behaviour-live]')).toHaveCount(0);
  await page.locator('#demo').scrollIntoViewIfNeeded();
  await expect.poll(paused).toBe(true);
  await expect(page.getByRole('button', { name: 'Pause video', includeHidden: true })).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await playsOnFrom(await video.evaluate((v: HTMLVideoElement) => v.currentTime));
});

test('a phone plays the hero’s phone-sized clip (640×360), wider screens the full one: before the app and with it', {
  tag: '@layout',
}, async ({ page }) => {
  // On a phone the clip spans the screen's width; decoding the full clip there is the most the
  // page asks of a phone's processor while its visitor first taps (videos.ts).
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  const video = page.locator('video[data-video-id]');
  const decodedWidth = () => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.videoWidth : 0));
  const release = await holdMarketingCode(page);
  await page.goto('/');
  await expect.poll(decodedWidth).toBe(phone ? 640 : 960);
  // The app takes over and the visitor picks another clip: it comes in the same size.
  release();
  await mounted(page, 'marketing');
  await page.getByRole('button', { name: /Loading dock/ }).click();
  await expect(video).toHaveAttribute('data-video-id', 'dock');
  await expect.poll(decodedWidth).toBe(phone ? 640 : 960);
});

test('with reduced motion nothing autoplays', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    // Every time a video starts playing where the visitor can see it, from the first script on.
    await page.addInitScript(() => {
      const w = window as unknown as { __playedInSight: string[] };
      w.__playedInSight = [];
      document.addEventListener(
        'playing',
        (e) => {
          const v = e.target as HTMLVideoElement;
          if (v.checkVisibility()) w.__playedInSight.push(v.dataset.videoId ?? v.currentSrc);
        },
        true,
      );
    });
    const release = await holdMarketingCode(page);
    await page.goto('http://localhost:3000/');
    // The page's own player has run (the app's code is held): it does not start the clip either.
    const video = page.locator('video');
    await expect(page.locator('[data-behaviour-live]')).toHaveCount(1);
    await expect(video).not.toHaveAttribute('data-first-view');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    release();
    await mounted(page, 'marketing');
    // The app has taken the hero over and still offers Play; nothing has played where it could be seen.
    await expect(page.locator('[data-behaviour-live]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __playedInSight: string[] }).__playedInSight)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('features', { tag: '@layout' }, () => {
  test('below 768 px: a carousel with bounded previous/next, swipe and mouse drag', async ({ page }) => {
    test.skip(!isMobile(page), 'phone layout');
    await gotoLive(page, '/');
    const track = page.locator('[data-index]');
    const prev = page.getByRole('button', { name: 'Previous feature' });
    const next = page.getByRole('button', { name: 'Next feature' });
    await track.scrollIntoViewIfNeeded();
    await expect(prev).toBeDisabled();
    for (let i = 1; i <= 3; i++) {
      await next.click();
      await expect(track).toHaveAttribute('data-index', String(i));
    }
    await expect(next).toBeDisabled();
    await prev.click();
    await expect(track).toHaveAttribute('data-index', '2');

    const box = await track.boundingBox();
    if (!box) throw new Error('no carousel');
    const y = box.y + 200;
    // A touch swipe to the right goes back one card.
    for (const [type, x] of [
      ['pointerdown', 100],
      ['pointermove', 160],
      ['pointermove', 260],
      ['pointerup', 260],
    ] as const) {
      await track.dispatchEvent(type, { pointerType: 'touch', pointerId: 7, clientX: x, clientY: y, isPrimary: true, button: 0 });
    }
    await expect(track).toHaveAttribute('data-index', '1');
    // The next gesture starts from where the slide ends: once its 0.35 s transition has finished.
    await track.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    // A mouse drag to the left goes forward one card.
    await page.mouse.move(300, y);
    await page.mouse.down();
    await page.mouse.move(250, y, { steps: 3 });
    await page.mouse.move(120, y, { steps: 3 });
    await page.mouse.up();
    await expect(track).toHaveAttribute('data-index', '2');
    await expect(page).toHaveURL('/'); // the drag did not follow a card link
    const card = page.locator('[aria-roledescription="slide"]').nth(2);
    const cardBox = await card.boundingBox();
    expect(cardBox?.width).toBeGreaterThanOrEqual(260);
    expect(cardBox?.width).toBeLessThanOrEqual(360);
    expect(cardBox?.height).toBeGreaterThanOrEqual(420);
  });

  test('from 768 px: a two-column grid, each card linking to its feature page', async ({ page }) => {
    test.skip(isMobile(page), 'desktop layout');
    await gotoLive(page, '/');
    const cards = page.locator('[aria-roledescription="slide"]');
    await expect(cards).toHaveCount(4);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => cards.nth(i).boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    expect(boxes[2]?.y).toBe(boxes[3]?.y);
    expect(boxes[2]?.y ?? 0).toBeGreaterThan(boxes[0]?.y ?? 0);
    await page.getByRole('link', { name: /Learn more about Loitering/ }).click();
    await expect(page).toHaveURL('/loitering-alerts');
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  });
});

test.describe('products', { tag: '@layout' }, () => {
  test('below 768 px: one selected card, chosen from a thumbnail strip (first preselected)', async ({ page }) => {
    test.skip(!isMobile(page), 'phone layout');
    await gotoLive(page, '/');
    const strip = page.getByRole('group', { name: 'Choose a product' });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('button', { name: /Mars Node/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Mars Node', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mars Tower', level: 3 })).toBeHidden();
    await strip.getByRole('button', { name: /Mars Tower/ }).click();
    await expect(page.getByRole('heading', { name: 'Mars Tower', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mars Node', level: 3 })).toBeHidden();
    await page.getByRole('link', { name: 'View Details for Mars Tower' }).click();
    await expect(page).toHaveURL('/product/mars-tower');
  });

  test('from 768 px: three cards, then a centred row of two', async ({ page }) => {
    test.skip(isMobile(page), 'desktop layout');
    await gotoLive(page, '/');
    const cards = page.locator('[data-product]');
    await cards.first().scrollIntoViewIfNeeded();
    const b = await Promise.all([0, 1, 2, 3, 4].map((i) => cards.nth(i).boundingBox()));
    const row1 = new Set(b.slice(0, 3).map((x) => x?.y));
    const row2 = new Set(b.slice(3).map((x) => x?.y));
    expect(row1.size).toBe(1);
    expect(row2.size).toBe(1);
    const grid = await page.locator('[data-product]').first().locator('xpath=..').boundingBox();
    if (!grid || !b[3] || !b[4]) throw new Error('no layout');
    const leftGap = b[3].x - grid.x;
    const rightGap = grid.x + grid.width - (b[4].x + b[4].width);
    expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(2);
  });
});

/** Every marketing page, its heading and the spec strings it must show. */
const PAGES: [path: string, heading: string | RegExp, strings: string[]][] = [
  ['/product/mars-node', 'Mars Node', ['Coming Soon', 'Ideal for', 'What it does', '4 cameras']],
  ['/product/mars-hub', 'Mars Hub', ['Coming Soon', '10 cameras']],
  ['/product/mars-tower', 'Mars Tower', ['Coming Soon', '20 cameras']],
  ['/product/owlie', 'Owlie', ['Coming Soon', '5 cameras']],
  ['/entry-to-exit-tracking', 'Entry-to-Exit Tracking', ['Coming Soon']],
  ['/loitering-alerts', 'Loitering & Access Alerts', ['Coming Soon', 'tailgating']],
  ['/fully-on-premises', 'Fully On-Premises', ['Coming Soon']],
  ['/ai-powered-search', 'AI-Powered Search', ['Coming Soon', 'appearance or behaviour']],
  ['/industries/residential', 'Residential', ['What Mars does about it', 'A day on site: an example', 'Questions property teams ask']],
  ['/industries/retail', 'Retail', ['What Mars does about it', 'A day on site: an example', 'Questions property teams ask']],
  ['/industries/warehouses', 'Warehouses', ['What Mars does about it', 'A day on site: an example', 'Questions property teams ask']],
  ['/industries/healthcare', 'Healthcare', ['What Mars does about it', 'A day on site: an example', 'Questions property teams ask']],
  ['/case-studies', 'Case Studies', ['No customer stories yet', 'Mars Tower']],
  ['/documentation', 'Documentation', ['Connect to any IP camera']],
  ['/contact-support', 'Contact Support', ['hello@mars-vision.example']],
  ['/privacy-policy', 'Privacy Policy', ['Last updated July 11, 2025', 'children under 13']],
  ['/terms-of-service', 'Terms of Service', ['over 18 years old', '100 USD', "30 days' notice"]],
  ['/cookie-policy', 'Cookie Policy', ['Coming Soon']],
];

/** A page of each kind at every width; the rest of the same views at 1280 px only (@any-width). */
const AT_EVERY_WIDTH = new Set([
  '/product/mars-node',
  '/entry-to-exit-tracking',
  '/industries/residential',
  '/documentation',
  '/privacy-policy',
]);

/** A marketing page as a visitor finds it: its heading, its content, and no axe violations. */
async function expectWholePage(page: Page, [path, heading, strings]: (typeof PAGES)[number]) {
  await gotoLive(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const s of strings) await expect(page.getByRole('main').getByText(s).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('marketing pages', () => {
  for (const entry of PAGES.filter(([path]) => AT_EVERY_WIDTH.has(path)))
    test(`${entry[0]} renders its heading and content, with no axe violations`, ({ page }) => expectWholePage(page, entry));

  // The rest are the same views with other words: one after another in one test (a step each, which
  // a failure names), without a browser context apiece.
  test('every other marketing page renders its heading and content, with no axe violations', { tag: '@any-width' }, async ({ page }) => {
    test.setTimeout(120_000);
    for (const entry of PAGES.filter(([path]) => !AT_EVERY_WIDTH.has(path))) await test.step(entry[0], () => expectWholePage(page, entry));
  });

  test('the home page has no axe violations', async ({ page }) => {
    await gotoLive(page, '/');
    await scrollToDemo(page);
    await expect(page.getByRole('button', { name: 'Submit Request' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('en-IN texts follow the country switch', async ({ page }) => {
  await gotoLive(page, '/');
  await expect(page.getByText(/question from a building manager/)).toBeVisible();
  await chooseCountry(page, 'India');
  await expect(page.getByText(/question from a housing society secretary/)).toBeVisible();
  await expect(page.locator('video[data-video-id]')).toHaveAttribute('data-video-id', 'hero-in');
  await chooseCountry(page, 'United States');
});
