/**
 * @jest-environment node
 *
 * The page path when storage fails, as the edge runs it (workerd): the pointers object throwing or
 * hanging, R2 failing for a release's files. Pages keep answering from the last composition and
 * the last good copies; only what was never served degrades, and only its slot.
 */
import { blogFiles, hostFiles } from '../../testing/blogSite';
import { deployCall, type EdgeUnderTest, ORIGINS, startEdgeUnderTest, TOKENS } from '../../testing/edgeUnderTest';

jest.setTimeout(60_000);

/**
 * Windows no test outlasts between two of its requests however slow the machine; a test passes one
 * by moving the edge's clock past it (`advance`), never by waiting. Only a hung read's timeout is real time.
 */
const READ_POLICY = { freshMs: 60_000, revalidateMs: 600_000, readTimeoutMs: 300, staleIfErrorMs: 3_600_000 };
/** Windows no test can outlast: what happens is decided by what the requests do, not by the clock. */
const NEVER_EXPIRING = { freshMs: 600_000, revalidateMs: 600_000, readTimeoutMs: 30_000, staleIfErrorMs: 600_000 };
const CROSS_REQUEST_WARNING = /different request context/;
/** livePointers.ts takes a refresh running longer than its read's timeout and a second as lost. */
const pastLost = (policy: { readTimeoutMs: number }) => policy.readTimeoutMs + 1001;
/** A request the test entry can cut short (`cut: true`), as the runtime ends one that passes its limits. */
const CUTTABLE = { headers: { 'x-test-cuttable': '1' } };
const STALE = 'x-mars-composition-stale';

let edge: EdgeUnderTest;
let first: string;

const page = () => edge.fetch(`${ORIGINS.host}/blog`);
const config = () => edge.fetch(`${ORIGINS.host}/runtime-config.json`);
/** What the test entry says (after setting `body`'s faults): reads the pointers object has started, requests in flight. */
interface EdgeState {
  pointerReads: number;
  inFlight: number;
  backgroundTasks: number;
}
type FaultsBody = {
  pointers?: 'throw' | 'hang' | 'hold' | null;
  releases?: string[];
  forget?: boolean;
  advance?: number;
  cut?: boolean;
};
async function stateOf(e: EdgeUnderTest, body: FaultsBody = {}): Promise<EdgeState> {
  const res = await e.fetch(`${ORIGINS.host}/_edge/test/faults`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as EdgeState;
}
/** Polls the edge's own state until it holds: each step waits for what the Worker has seen, not for a while. */
async function until(e: EdgeUnderTest, holds: (s: EdgeState) => boolean): Promise<void> {
  for (let s = await stateOf(e); !holds(s); s = await stateOf(e)) await new Promise((r) => setImmediate(r));
}
/** Sets storage faults in the edge (its test-only route); returns how many reads the pointers object has started. */
const faults = async (body: FaultsBody): Promise<number> => (await stateOf(edge, body)).pointerReads;
const liveBlog = async () => (await (await deployCall(edge, 'blog', 'releases', {}, TOKENS.blog)).json()).pointer.current as string;

/** An edge that reads the pointers by `policy`, with its test faults, the host and a blog ("First blog") live; that blog's release. */
async function blogSiteReadingBy(policy: typeof READ_POLICY): Promise<{ site: EdgeUnderTest; blog: string }> {
  const site = await startEdgeUnderTest({ POINTERS_READ_POLICY: policy }, { faults: true });
  await site.promote('host', await site.publish('host', hostFiles));
  const blog = await site.publish('blog', blogFiles('First blog'));
  await site.promote('blog', blog);
  return { site, blog };
}

beforeAll(async () => {
  ({ site: edge, blog: first } = await blogSiteReadingBy(READ_POLICY));
});
afterAll(() => edge.dispose());
afterEach(async () => {
  // Every copy and failure of this test is past its window for the next.
  await faults({ pointers: null, releases: [], advance: READ_POLICY.revalidateMs + 50 });
});

describe('the pointers object unavailable', () => {
  it.each(['throw', 'hang'] as const)(
    'it %ss: pages and the config answer 200 from the last composition, marked stale; a promote is refused, saying nothing changed; after it recovers the next refresh is current',
    async (mode) => {
      expect(await (await page()).text()).toContain('<h1>First blog</h1>');
      await faults({ pointers: mode, advance: READ_POLICY.revalidateMs + 50 });

      const during = await page();
      expect(during.status).toBe(200);
      expect(Number(during.headers.get(STALE))).toBeGreaterThanOrEqual(0);
      expect(await during.text()).toContain('<h1>First blog</h1>');
      const cfg = await config();
      expect(cfg.status).toBe(200);
      expect(cfg.headers.get(STALE)).not.toBeNull();
      expect((await cfg.json()).remotes.blog).toBe(`${ORIGINS.blog}/${first}/mf-manifest.json`);
      // After the first failed read, pages do not wait on the object again: from the copy, no read.
      const reads = await faults({});
      expect((await page()).status).toBe(200);
      expect(await faults({})).toBe(reads);

      if (mode === 'throw') {
        const second = await edge.publish('blog', blogFiles('Second blog'));
        const refused = await edge.promote('blog', second);
        expect(refused.status).toBe(503);
        expect((await refused.json()).error).toMatch(
          /^The live pointers cannot be reached right now \(.*\)\. Nothing was changed: try again shortly\.$/,
        );
        await faults({ pointers: null });
        expect(await liveBlog()).toBe(first); // never half-applied
        expect((await edge.promote('blog', second)).status).toBe(200);
        const now = await page();
        expect(now.headers.get(STALE)).toBeNull();
        expect(await now.text()).toContain('<h1>Second blog</h1>');
        expect((await edge.promote('blog', first)).status).toBe(200);
      } else {
        await faults({ pointers: null, advance: READ_POLICY.revalidateMs + 50 });
        const after = await page();
        expect(after.headers.get(STALE)).toBeNull();
        expect(await after.text()).toContain('<h1>First blog</h1>');
      }
    },
  );

  it('a fresh isolate (nothing in memory) during the outage answers from its location’s copy', async () => {
    await page();
    // The location's copy no longer fresh: the isolate asks the object.
    await faults({ pointers: 'throw', forget: true, advance: READ_POLICY.freshMs + 50 });
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get(STALE)).not.toBeNull();
    expect(await res.text()).toContain('<h1>First blog</h1>');
  });
});

describe('R2 failing', () => {
  it('a view and a file served before come from the location’s copy', async () => {
    expect(await (await page()).text()).toContain('<h1>First blog</h1>');
    expect((await edge.fetch(`${ORIGINS.blog}/${first}/remoteEntry.js`)).status).toBe(200);
    await faults({ releases: [`releases/blog/${first}/`], forget: true });
    const res = await page();
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>First blog</h1>');
    const file = await edge.fetch(`${ORIGINS.blog}/${first}/remoteEntry.js`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('var mars_blog = "First blog";');
  });

  it('a view never served: the page answers 200 with that slot left to the app; once R2 answers, the view is back', async () => {
    const fresh = await edge.publish('blog', blogFiles('Never served blog'));
    expect((await edge.promote('blog', fresh)).status).toBe(200);
    await faults({ releases: [`releases/blog/${fresh}/first-view.json`] });
    const res = await page();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('Never served blog');
    expect(html).toContain('mars:no-first-view');
    await faults({ releases: [] });
    expect(await (await page()).text()).toContain('<h1>Never served blog</h1>');
    expect((await edge.promote('blog', first)).status).toBe(200);
  });
});

describe('many requests needing the pointers at once', () => {
  let cold: EdgeUnderTest;
  beforeAll(async () => {
    ({ site: cold } = await blogSiteReadingBy(NEVER_EXPIRING));
  });
  afterAll(() => cold.dispose());
  const coldFaults = async (body: FaultsBody) => (await stateOf(cold, body)).pointerReads;

  it('200 requests arriving together at an isolate with no copy make one read of the object, not 200', async () => {
    await coldFaults({ forget: true });
    await cold.forgetLocationCopy();
    const before = await coldFaults({});
    const answers = await Promise.all(Array.from({ length: 200 }, () => cold.fetch(`${ORIGINS.host}/runtime-config.json`)));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(await coldFaults({})).toBe(before + 1);
  });

  it('the request whose read the others wait on is abandoned by its visitor while the read is in flight: the others still answer from that one read', async () => {
    await coldFaults({ forget: true, pointers: 'hold' });
    await cold.forgetLocationCopy();
    const reads = await coldFaults({});
    // The first visitor's request reaches the Worker and starts the one read (held in the object)…
    const leaving = new AbortController();
    const first = cold.socketFetch(`${ORIGINS.host}/blog`, { signal: leaving.signal }).catch(() => 'left');
    await until(cold, (s) => s.pointerReads === reads + 1);
    // …twenty more arrive and wait on that read…
    const others = Array.from({ length: 20 }, () => cold.socketFetch(`${ORIGINS.host}/blog`).then(async (r) => [r.status, await r.text()]));
    await until(cold, (s) => s.inFlight === 21);
    // …the first visitor leaves while it is still in flight, and only then does it end.
    leaving.abort();
    expect(await first).toBe('left');
    await coldFaults({ pointers: null });
    for (const [status, html] of await Promise.all(others)) {
      expect(status).toBe(200);
      expect(html).toContain('<h1>First blog</h1>');
    }
    expect(await coldFaults({})).toBe(reads + 1);
    expect(cold.runtimeLog()).not.toMatch(CROSS_REQUEST_WARNING);
  });

  it('the request whose read the others wait on is cut short while the read is in flight: none of them was waiting on that request’s work — they take its read as lost and answer from one read of their own', async () => {
    await coldFaults({ forget: true, pointers: 'hold' });
    await cold.forgetLocationCopy();
    const reads = await coldFaults({});
    const first = cold.socketFetch(`${ORIGINS.host}/blog`, CUTTABLE);
    await until(cold, (s) => s.pointerReads === reads + 1);
    const others = Array.from({ length: 20 }, () => cold.socketFetch(`${ORIGINS.host}/blog`).then(async (r) => [r.status, await r.text()]));
    await until(cold, (s) => s.inFlight === 21);
    // The runtime ends the first request: its answer, its background work, its read in flight —
    // whose promise now never settles, so a request awaiting it would wait forever.
    await coldFaults({ cut: true });
    expect((await first).status).toBe(503);
    await until(cold, (s) => s.inFlight === 20 && s.backgroundTasks === 0);
    // Past the time a read may take, the waiting requests read again: once, for all of them.
    await coldFaults({ pointers: null, advance: pastLost(NEVER_EXPIRING) });
    for (const [status, html] of await Promise.all(others)) {
      expect(status).toBe(200);
      expect(html).toContain('<h1>First blog</h1>');
    }
    expect(await coldFaults({})).toBe(reads + 2);
  });
});

describe('a refresh whose request ended before it did', () => {
  /**
   * Every copy is stale at once (fresh 0 ms) and usable until the test moves the clock past
   * revalidateMs: a page then answers from it and refreshes in the background; after, a page must
   * wait for a refresh. Reads never time out here.
   */
  const REVALIDATING = { freshMs: 0, revalidateMs: 600_000, readTimeoutMs: 600_000, staleIfErrorMs: 3_600_000 };
  let site: EdgeUnderTest;
  beforeAll(async () => {
    ({ site } = await blogSiteReadingBy(REVALIDATING));
  });
  afterAll(() => site.dispose());
  /**
   * A request with a copy younger than revalidateMs answers from it at once and starts the refresh
   * (held in the object): its request is over, the read is not. Past revalidateMs, pages must wait
   * for a refresh: twenty arrive and wait on that one. The reads before it, and the twenty answers.
   */
  async function twentyWaitOnAnAnsweredRequestsRead(init?: RequestInit) {
    await stateOf(site, { forget: true });
    await site.forgetLocationCopy();
    expect((await site.socketFetch(`${ORIGINS.host}/blog`)).status).toBe(200); // a copy, read now
    const reads = (await stateOf(site, { pointers: 'hold' })).pointerReads;
    const started = await site.socketFetch(`${ORIGINS.host}/blog`, init);
    expect(started.status).toBe(200);
    await started.text();
    await until(site, (s) => s.pointerReads === reads + 1 && s.inFlight === 0);
    await stateOf(site, { advance: REVALIDATING.revalidateMs + 50 });
    const waiting = Array.from({ length: 20 }, () =>
      site.socketFetch(`${ORIGINS.host}/blog`).then(async (r) => [r.status, await r.text()] as const),
    );
    await until(site, (s) => s.inFlight === 20);
    return { reads, waiting };
  }

  it('twenty requests wait on a read that a request already answered started: they answer from it, one read for all', async () => {
    const { reads, waiting } = await twentyWaitOnAnAnsweredRequestsRead();
    // The read ends now, in the background of a request long answered: every waiting page is answered
    // from it, and none read the object again.
    await stateOf(site, { pointers: null });
    for (const [status, html] of await Promise.all(waiting)) {
      expect(status).toBe(200);
      expect(html).toContain('<h1>First blog</h1>');
    }
    expect((await stateOf(site)).pointerReads).toBe(reads + 1);
    expect(site.runtimeLog()).not.toMatch(CROSS_REQUEST_WARNING);
  });

  it('the answered request whose read twenty others wait on is cut short before the read ends: none of them was waiting on that request’s work — they take its read as lost and answer from one read of their own', async () => {
    const { reads, waiting } = await twentyWaitOnAnAnsweredRequestsRead(CUTTABLE);
    // The runtime ends the answered request's background work, and with it the read it started:
    // that read's promise now never settles, so a request awaiting it would wait forever.
    await stateOf(site, { cut: true });
    await until(site, (s) => s.backgroundTasks === 0);
    await stateOf(site, { pointers: null, advance: pastLost(REVALIDATING) });
    for (const [status, html] of await Promise.all(waiting)) {
      expect(status).toBe(200);
      expect(html).toContain('<h1>First blog</h1>');
    }
    expect((await stateOf(site)).pointerReads).toBe(reads + 2);
  });
});
