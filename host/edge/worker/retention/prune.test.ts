/**
 * @jest-environment node
 *
 * The prune as the edge runs it (workerd): the daily Cron Trigger and the deploy API's dry run remove
 * exactly what the retention policy lets go — never the live release, a canary, a rollback target or
 * a release a QA override names — and a promote racing the prune at the pointers object either keeps
 * its release or is refused in words; the order is set by holding calls at the object, not by waiting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { blogFiles, hostFiles } from '../../testing/blogSite';
import { deployCall, type EdgeUnderTest, ORIGINS, startEdgeUnderTest, TOKENS } from '../../testing/edgeUnderTest';
import { PRUNE_CRON } from '../releases/retentionPolicy';

jest.setTimeout(60_000);

const DAY = 24 * 3600_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

let edge: EdgeUnderTest;
/** Blog releases: r[0..3] promoted in turn (r[3] live), r[4] a canary, r[5] never live. */
const r: string[] = [];

const blog = (route: string, body: unknown) => deployCall(edge, 'blog', route, { method: 'POST', body: JSON.stringify(body) }, TOKENS.blog);
const blogIds = async () => new Set((await edge.keys()).filter((k) => k.startsWith('releases/blog/')).map((k) => k.split('/')[2]));
const fileOf = (id: string) => edge.fetch(`${ORIGINS.blog}/${id}/remoteEntry.js`);
/** The test entry's view of the pointers object: the calls it holds, and how many wait (faultyEdge.ts). */
const hold = async (calls: string[] | undefined): Promise<Record<string, number>> => {
  const res = await edge.fetch(`${ORIGINS.host}/_edge/test/faults`, { method: 'POST', body: JSON.stringify(calls ? { hold: calls } : {}) });
  return (await res.json()).held;
};
/** Until `call` is waiting at the object (each look is one request answered at once: no clock involved). */
async function untilHeld(call: string): Promise<void> {
  while (((await hold(undefined))[call] ?? 0) < 1);
}

beforeAll(async () => {
  edge = await startEdgeUnderTest({ RETENTION_POLICY: { keepDays: 30, keepLast: 1 } }, { faults: true });
  await edge.promote('host', await edge.publish('host', hostFiles));
  for (let i = 0; i < 6; i++) r.push(await edge.publish('blog', blogFiles(`Blog ${i}`)));
  for (const id of r.slice(0, 4)) expect((await edge.promote('blog', id)).status).toBe(200);
  expect((await blog('promote', { id: r[4], canary: 5 })).status).toBe(200);
  // A QA browser on r[1]: the page it asks for is composed from it, and the edge notes that.
  expect(await (await edge.fetch(`${ORIGINS.host}/blog?override=blog:${r[1]}`)).text()).toContain('<h1>Blog 1</h1>');
  await edge.settled();
});
afterAll(() => edge.dispose());

describe('the retention policy, applied', () => {
  it('dry run: says which rule keeps each release now, and what would go a month on and why; removes nothing', async () => {
    const before = await edge.keys();
    const dryRun = async (at?: Date) => {
      const res = await blog('prune', { dryRun: true, ...(at ? { at: at.toISOString() } : {}) });
      expect(res.status).toBe(200);
      const [answer] = (await res.json()).apps;
      return answer as { kept: { id: string; rule: string; reason: string }[]; removed: { id: string; reason: string }[] };
    };
    const now = await dryRun();
    expect(Object.fromEntries(now.kept.map((k) => [k.id, k.rule]))).toEqual({
      [r[3] as string]: 'live',
      [r[4] as string]: 'canary',
      [r[2] as string]: 'rollback',
      [r[1] as string]: 'qa',
      [r[0] as string]: 'window',
      [r[5] as string]: 'window',
    });
    expect(now.removed).toEqual([]);

    const month = await dryRun(later(31));
    expect(Object.fromEntries(month.kept.map((k) => [k.id, k.rule]))).toEqual({
      [r[3] as string]: 'live',
      [r[4] as string]: 'canary',
      [r[2] as string]: 'rollback',
    });
    expect(Object.fromEntries(month.removed.map((x) => [x.id, x.reason]))).toEqual({
      [r[0] as string]: expect.stringMatching(/^last live 31\.0 days ago \(past 30 days\)$/),
      [r[1] as string]: expect.stringMatching(/^last live 31\.0 days ago/),
      [r[5] as string]: expect.stringMatching(/^not live since it was published \(or the book began\) 31\.0 days ago/),
    });
    expect(await edge.keys()).toEqual(before);
  });

  it('a real prune takes no date: only a dry run looks ahead', async () => {
    const res = await blog('prune', { at: later(31).toISOString() });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('"at" (a date) goes with a dry run only.');
  });

  it('the daily job removes nothing inside the window, then exactly what the policy lets go', async () => {
    const upload = r[5]?.replace(/-[^-]+$/, '-0123456789ab') as string;
    const put = await deployCall(
      edge,
      'blog',
      `releases/${upload}/files/a.js`,
      {
        method: 'PUT',
        body: 'x',
        headers: { 'X-Content-SHA256': '2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881' },
      },
      TOKENS.blog,
    );
    expect(put.status).toBe(201);
    expect((await fileOf(r[0] as string)).status).toBe(200);

    await edge.prune(later(29));
    expect(await blogIds()).toEqual(new Set([...r, upload]));

    await edge.prune(later(31));
    expect(await blogIds()).toEqual(new Set([r[2], r[3], r[4]]));
    // Gone from the bucket and from this isolate: its files are not found; the kept ones are served.
    expect((await fileOf(r[0] as string)).status).toBe(404);
    expect((await fileOf(r[2] as string)).status).toBe(200);
    expect(await (await edge.fetch(`${ORIGINS.host}/blog`)).text()).toContain('<h1>Blog 3</h1>');
  });

  it('a release promoted while the prune runs stays', async () => {
    const [promoted, other] = [await edge.publish('blog', blogFiles('Blog 6')), await edge.publish('blog', blogFiles('Blog 7'))];
    await hold(['markForRemoval']);
    let pruned: Promise<void> = Promise.resolve();
    try {
      // The prune has read the pointers and planned (both are never live, a month old): it waits at the object.
      pruned = edge.prune(later(31));
      await untilHeld('markForRemoval');
      expect((await edge.promote('blog', promoted)).status).toBe(200);
    } finally {
      await hold([]);
      await pruned;
    }
    const ids = await blogIds();
    expect(ids.has(promoted)).toBe(true);
    expect(ids.has(other)).toBe(false);
    expect((await fileOf(promoted)).status).toBe(200);
  });

  it('a promote checked before the prune, reaching the object after it, is refused in words; published again, it goes live', async () => {
    const late = await edge.publish('blog', blogFiles('Blog 8'));
    const live = (await (await deployCall(edge, 'blog', 'releases', {}, TOKENS.blog)).json()).pointer.current;
    await hold(['promote']);
    let answer: Promise<Response> = Promise.resolve(new Response());
    try {
      answer = edge.promote('blog', late);
      await untilHeld('promote');
      await edge.prune(later(31));
      expect((await blogIds()).has(late)).toBe(false);
    } finally {
      await hold([]);
    }
    const refused = await answer;
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(
      new RegExp(`^blog/${late} was removed by the retention policy at .*: publish it again to use it$`),
    );
    expect((await (await deployCall(edge, 'blog', 'releases', {}, TOKENS.blog)).json()).pointer.current).toBe(live);

    expect(await edge.publish('blog', blogFiles('Blog 8'))).toBe(late);
    expect((await edge.promote('blog', late)).status).toBe(200);
  });

  it('the Cron Trigger that prunes is in the production config', () => {
    const config = parse(readFileSync(path.join(__dirname, '../../wrangler.jsonc'), 'utf8'));
    expect(config.triggers.crons).toContain(PRUNE_CRON);
  });
});

describe('an open tab of an earlier host release', () => {
  const hostWith = (name: string) => ({ ...hostFiles, [name]: `console.log(${JSON.stringify(name)});` });
  const get = (name: string) => edge.fetch(`${ORIGINS.host}/${name}`);

  it('gets its own content-hashed files after another host release is promoted, until retention removes its release', async () => {
    const [a, b, c] = [
      await edge.publish('host', hostWith('main.aaaaaaaa.js')),
      await edge.publish('host', hostWith('main.bbbbbbbb.js')),
      await edge.publish('host', hostWith('main.cccccccc.js')),
    ];
    expect((await edge.promote('host', a)).status).toBe(200);
    expect((await edge.promote('host', b)).status).toBe(200);
    const old = await get('main.aaaaaaaa.js');
    expect([old.status, old.headers.get('cache-control'), await old.text()]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'console.log("main.aaaaaaaa.js");',
    ]);
    // Only a content-hashed name is looked for elsewhere, and only one a release has.
    expect((await get('main.dddddddd.js')).status).toBe(404);

    // c live, b the one rollback target kept: a goes a month on, and with it its files.
    expect((await edge.promote('host', c)).status).toBe(200);
    await edge.prune(later(31));
    expect((await edge.keys()).some((k) => k.startsWith(`releases/host/${a}/`))).toBe(false);
    expect((await get('main.aaaaaaaa.js')).status).toBe(404);
    expect((await get('main.bbbbbbbb.js')).status).toBe(200);
  });
});

describe('a tab that recovered past the window', () => {
  it('is counted per app and release in the report, and not as a failure of that release', async () => {
    const [gone, host] = ['1.0.0-gone-0123abcd', '1.0.0-host-4567cdef'];
    const view = (events: unknown[]) =>
      edge.fetch(`${ORIGINS.host}/_edge/rum`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.9.9.9' },
        body: JSON.stringify({
          v: 1,
          view: `recovered${Math.random().toString(36).slice(2, 12)}`,
          composition: `host=${host};blog=${gone}`,
          path: '/blog',
          remotes: { blog: gone },
          events,
        }),
      });
    expect((await view([{ kind: 'recovery', remote: 'blog', message: `blog ${gone} gone: page loaded again` }])).status).toBe(204);
    expect((await view([{ kind: 'recovery', remote: null, message: `host ${host} gone: page loaded again` }])).status).toBe(204);
    const report = await (await deployCall(edge, 'blog', 'report?days=1', {}, TOKENS.blog)).json();
    expect(report.recoveries).toEqual(
      expect.arrayContaining([
        { app: 'blog', release: gone, recoveries: 1 },
        { app: 'host', release: host, recoveries: 1 },
      ]),
    );
    expect(report.releases.find((r: { release: string }) => r.release === gone)).toMatchObject({ samples: 2, errorViews: 0 });
  });
});
