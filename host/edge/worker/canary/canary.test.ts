/**
 * @jest-environment node
 *
 * Canaries and real-visitor reports as the edge runs them (workerd): a visitor's sticky variant, the
 * page and its config from the same variant, the collector's refusals, and the verdict job rolling
 * back a canary whose pages fail.
 */

import { blogFiles, hostFiles } from '../../testing/blogSite';
import { deployCall, type EdgeUnderTest, ORIGINS, startEdgeUnderTest, TOKENS } from '../../testing/edgeUnderTest';
import { BUCKET_COOKIE } from '../canary/variant';

jest.setTimeout(60_000);

let edge: EdgeUnderTest;
let stable: string;
let canary: string;

const call = (route: string, init: RequestInit = {}) => deployCall(edge, 'blog', route, init, TOKENS.blog);
const page = (cookie?: string) => edge.fetch(`${ORIGINS.host}/blog`, cookie ? { headers: { Cookie: cookie } } : {});

beforeAll(async () => {
  // The test entry (faultyEdge.ts): the production Worker, and `settled()` to wait for what a report
  // sets off in the background (the verdict it asks for).
  edge = await startEdgeUnderTest({}, { faults: true });
  await edge.promote('host', await edge.publish('host', hostFiles));
  stable = await edge.publish('blog', blogFiles('Stable blog'));
  canary = await edge.publish('blog', blogFiles('Canary blog'));
  await edge.promote('blog', stable);
});
afterAll(() => edge.dispose());

describe('a canary for a share of visitors', () => {
  it('refuses a canary of the host and a share outside 1–99', async () => {
    const host = await deployCall(edge, 'host', 'promote', { method: 'POST', body: JSON.stringify({ canary: 10 }) }, TOKENS.host);
    expect(host.status).toBe(400);
    const share = await call('promote', { method: 'POST', body: JSON.stringify({ id: canary, canary: 100 }) });
    expect(share.status).toBe(409);
    expect((await share.json()).error).toBe('A canary is 1 to 99 percent of visitors');
  });

  it('gives each visitor a bucket once, and the page, its composition and its config follow it', async () => {
    const started = await call('promote', { method: 'POST', body: JSON.stringify({ id: canary, canary: 50 }) });
    expect(started.status).toBe(200);
    expect((await started.json()).canary).toMatchObject({ id: canary, percent: 50 });

    const first = await page();
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly$`));

    // Bucket 10 is inside a 50 % canary, 70 outside; the same bucket always gets the same variant.
    for (let i = 0; i < 3; i++) {
      const inside = await page(`${BUCKET_COOKIE}=10`);
      expect(inside.headers.get('set-cookie')).toBeNull();
      const html = await inside.text();
      expect(html).toContain('<h1>Canary blog</h1>');
      expect(html).toContain(`content="host=`);
      expect(html).toContain(`blog=${canary};canary=blog"`);
      expect(html).toContain(`"href":"/runtime-config.json?variant=blog@${canary}"`);
      const outside = await (await page(`${BUCKET_COOKIE}=70`)).text();
      expect(outside).toContain('<h1>Stable blog</h1>');
      expect(outside).toContain(`blog=${stable}"`);
      expect(outside).toContain('"href":"/runtime-config.json"');
    }
    // The config the page names is that page's variant, with or without the cookie.
    const config = await (await edge.fetch(`${ORIGINS.host}/runtime-config.json?variant=blog@${canary}`)).json();
    expect(config.remotes.blog).toBe(`${ORIGINS.blog}/${canary}/mf-manifest.json`);
    expect(config.composition).toContain(`blog=${canary};canary=blog`);
    const plain = await (await edge.fetch(`${ORIGINS.host}/runtime-config.json`)).json();
    expect(plain.remotes.blog).toBe(`${ORIGINS.blog}/${stable}/mf-manifest.json`);
    // A variant that is not a canary is ignored: a page cannot pick any release it likes.
    for (const variant of ['marketing@x', `blog@${stable}x`, 'blog', `nope@${canary}`]) {
      const unknown = await (await edge.fetch(`${ORIGINS.host}/runtime-config.json?variant=${variant}`)).json();
      expect(unknown.remotes.blog).toBe(`${ORIGINS.blog}/${stable}/mf-manifest.json`);
    }
  });

  it('shows both variants side by side, and ends by hand', async () => {
    const side = await (await call('canary')).json();
    expect(side.pointer.canary.id).toBe(canary);
    expect(side.canary).toMatchObject({ release: canary, samples: 0 });
    expect(side.stable).toMatchObject({ release: stable, samples: 0 });
    expect(side.verdict.action).toBe('wait');

    const aborted = await call('canary', { method: 'POST', body: JSON.stringify({ action: 'abort' }) });
    expect(aborted.status).toBe(200);
    expect(await (await page(`${BUCKET_COOKIE}=10`)).text()).toContain('<h1>Stable blog</h1>');
    // A page made of the canary just before it ended still gets its own config.
    const late = await (await edge.fetch(`${ORIGINS.host}/runtime-config.json?variant=blog@${canary}`)).json();
    expect(late.remotes.blog).toBe(`${ORIGINS.blog}/${canary}/mf-manifest.json`);
    const again = await call('canary', { method: 'POST', body: JSON.stringify({ action: 'abort' }) });
    expect(again.status).toBe(409);
    const events = (await (await call('canary')).json()).events;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['started', 'aborted']);
  });
});

const beacon = (over: Record<string, unknown> = {}) => ({
  v: 1,
  view: `v${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(0, 24),
  composition: `host=h;blog=${stable}`,
  path: '/blog',
  remotes: { blog: stable },
  metrics: [{ name: 'LCP', value: 900, remote: 'blog', target: 'h1' }],
  events: [],
  ...over,
});
let client = 0;
const send = (body: unknown, headers: Record<string, string> = {}) =>
  edge.fetch(`${ORIGINS.host}/_edge/rum`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.0.0.${client++ % 250}`, ...headers },
  });

describe('the collector', () => {
  it('stores a valid report; drops one with Do-Not-Track or Global Privacy Control', async () => {
    const before = await edge.rumRows('rum_views');
    expect((await send(beacon())).status).toBe(204);
    expect(await edge.rumRows('rum_views')).toBe(before + 1);
    expect((await send(beacon(), { DNT: '1' })).status).toBe(204);
    expect((await send(beacon(), { 'Sec-GPC': '1' })).status).toBe(204);
    expect(await edge.rumRows('rum_views')).toBe(before + 1);
  });

  it('refuses oversized and malformed reports with a 400 and stores nothing of them (fuzzed)', async () => {
    const before = await Promise.all([edge.rumRows('rum_views'), edge.rumRows('rum_metrics'), edge.rumRows('rum_events')]);
    expect((await send('x'.repeat(9000))).status).toBe(400);
    expect((await send('{"v":1')).status).toBe(400);
    const bad = [
      beacon({ v: 2 }),
      beacon({ view: 'short' }),
      beacon({ path: '/blog?q=secret' }),
      beacon({ metrics: [{ name: 'LCP', value: -1 }] }),
      beacon({ metrics: [{ name: 'LCP', value: 1e9 }] }),
      beacon({ metrics: [{ name: 'FID', value: 1 }] }),
      beacon({ events: [{ kind: 'error', remote: 'blog', message: 'x'.repeat(301) }] }),
      beacon({ ip: '1.2.3.4' }),
      beacon({ remotes: { 'Blog!': 'x' } }),
    ];
    for (const b of bad) expect((await send(b)).status).toBe(400);

    // Random damage to a valid report: never a server error, and whatever is refused leaves no row.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values = [null, -1, 1e12, '', 'x'.repeat(500), [], {}, true, Number.NaN, '<script>', '\u0000'];
    // What the accepted reports add, each table counted: a refused one adds nothing to any of them.
    const stored: [views: number, metrics: number, events: number] = [0, 0, 0];
    for (let i = 0; i < 150; i++) {
      const b: Record<string, unknown> = beacon({ events: [{ kind: 'error', remote: 'blog', message: 'boom' }] });
      const keys = Object.keys(b);
      const key = keys[Math.floor(random() * keys.length)] as string;
      b[key] = values[Math.floor(random() * values.length)];
      let body = JSON.stringify(b);
      if (random() < 0.2) body = body.slice(0, Math.floor(random() * body.length));
      const res = await send(body);
      expect([204, 400]).toContain(res.status);
      if (res.status === 204) {
        const sent = JSON.parse(body) as { metrics?: unknown[]; events?: unknown[] };
        stored[0] += 1;
        stored[1] += sent.metrics?.length ?? 0;
        stored[2] += sent.events?.length ?? 0;
      }
    }
    const after = await Promise.all([edge.rumRows('rum_views'), edge.rumRows('rum_metrics'), edge.rumRows('rum_events')]);
    expect(after).toEqual([before[0] + stored[0], before[1] + stored[1], before[2] + stored[2]]);
  });

  it('limits reports per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) statuses.push((await send(beacon(), { 'CF-Connecting-IP': '192.0.2.1' })).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('the verdict', () => {
  const failing = (composition: string) =>
    beacon({ remotes: { blog: canary }, composition, events: [{ kind: 'fallback', remote: 'blog', message: 'blog slot fell back' }] });
  const liveCanary = async () => (await (await call('canary')).json()).pointer.canary?.id ?? null;

  it('is asked by the report that tips the evidence: a canary failing on every view is rolled back after six, and everyone gets stable again', async () => {
    await call('promote', { method: 'POST', body: JSON.stringify({ id: canary, canary: 50 }) });
    const stillLive: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      await send(beacon({ remotes: { blog: stable }, composition: `host=h;blog=${stable}` }));
      await send(failing(`host=h;blog=${canary};canary=blog`));
      // The collector asks for the verdict after answering the report (in its background): judged once that has ended.
      await edge.settled();
      if (i < 5) stillLive.push(await liveCanary());
    }
    // Five of five failed against none of five is not yet enough (evidence 62); six of six is (208).
    expect(stillLive).toEqual([canary, canary, canary, canary, canary]);
    expect(await liveCanary()).toBeNull();
    const after = await (await call('canary')).json();
    expect(after.pointer.current).toBe(stable);
    const last = after.events.at(-1);
    expect(last).toMatchObject({ action: 'aborted', id: canary, stable });
    expect(last.reason).toBe('verdict: aborted after 6 of 6 canary views failed; stable 0 of 6 (evidence 208 of 100 needed)');
    expect(last.figures.canary).toMatchObject({ samples: 6, errorViews: 6 });
    expect(await (await page(`${BUCKET_COOKIE}=10`)).text()).toContain('<h1>Stable blog</h1>');
  });

  it('is the minute’s job for reports that do not name the canary; a healthy view never asks', async () => {
    await call('promote', { method: 'POST', body: JSON.stringify({ id: canary, canary: 50 }) });
    for (let i = 0; i < 8; i++) {
      await send(beacon({ remotes: { blog: stable }, composition: `host=h;blog=${stable}` }));
      // A page that does not say it was a canary's (say, one composed by an older edge): stored, not judged at once.
      await send(failing(`host=h;blog=${canary}`));
    }
    // Whatever the reports set off has ended, and the canary is still live: none of them asked.
    await edge.settled();
    expect(await liveCanary()).toBe(canary);
    await edge.verdicts();
    expect(await liveCanary()).toBeNull();
    expect((await (await call('canary')).json()).events.at(-1).reason).toMatch(
      /^verdict: aborted after 8 of 8 canary views failed; stable 0 of 8 /,
    );
  });
});
