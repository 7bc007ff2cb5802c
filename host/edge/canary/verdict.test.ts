import { bucketCookie, bucketOf, canariesFor, canariesNamed, compositionOf, newBucket, variantParam, variantPointers } from './variant.mjs';
import { DEFAULT_POLICY, errorZ, policyFrom, verdict } from './verdict.mjs';

const figures = (samples: number, errorViews: number, p75: Partial<Record<'LCP' | 'INP' | 'CLS', number | null>> = {}) => ({
  samples,
  errorViews,
  errorRate: samples ? errorViews / samples : 0,
  p75: { LCP: 1000, INP: 100, CLS: 0.01, ...p75 },
});
const START = Date.parse('2026-11-23T10:00:00Z');
const at = (minutes: number) => START + minutes * 60_000;
const judge = (canary: ReturnType<typeof figures>, stable: ReturnType<typeof figures>, minutes = 5) =>
  verdict({ canary, stable, startedAt: START, now: at(minutes), policy: DEFAULT_POLICY });

describe('the canary verdict', () => {
  it('waits until both sides have the minimum of samples', () => {
    expect(judge(figures(199, 150), figures(500, 0))).toEqual({
      action: 'wait',
      reason: 'not enough samples yet (canary 199, stable 500, need 200 each)',
    });
    expect(judge(figures(500, 0), figures(10, 0), 600).action).toBe('wait');
  });

  it('aborts on clearly more errors: above the margin and significant', () => {
    expect(judge(figures(400, 40), figures(400, 4))).toMatchObject({
      action: 'abort',
      reason: expect.stringMatching(/^more errors: 10% of views against 1% \(z /),
    });
    // Above the margin but within chance at these numbers, or significant but under the margin: no.
    expect(judge(figures(200, 9), figures(200, 4)).action).toBe('wait');
    expect(judge(figures(100_000, 1_500), figures(100_000, 1_000)).action).toBe('wait');
  });

  it('aborts on a slower p75 LCP or INP (ratio and floor), or more layout shift', () => {
    expect(judge(figures(300, 0, { LCP: 1600 }), figures(300, 0, { LCP: 1000 }))).toEqual({
      action: 'abort',
      reason: 'slower LCP: p75 1600 ms against 1000 ms',
    });
    expect(judge(figures(300, 0, { INP: 200 }), figures(300, 0, { INP: 100 })).reason).toBe('slower INP: p75 200 ms against 100 ms');
    // 30 % slower but only 30 ms: under the INP floor. 40 % over LCP's ratio but 200 ms: under its floor.
    expect(judge(figures(300, 0, { INP: 130 }), figures(300, 0, { INP: 100 })).action).toBe('wait');
    expect(judge(figures(300, 0, { LCP: 700 }), figures(300, 0, { LCP: 500 })).action).toBe('wait');
    expect(judge(figures(300, 0, { CLS: 0.2 }), figures(300, 0, { CLS: 0.05 })).reason).toBe('more layout shift: p75 CLS 0.2 against 0.05');
    // No measurements on a side: nothing to compare.
    expect(judge(figures(300, 0, { LCP: null, INP: null, CLS: null }), figures(300, 0)).action).toBe('wait');
  });

  it('promotes a canary that stays healthy for the set time, not before', () => {
    expect(judge(figures(300, 1), figures(300, 1), 29)).toEqual({ action: 'wait', reason: 'healthy so far; promoted after 1800 s' });
    expect(judge(figures(300, 1), figures(300, 1), 30)).toEqual({ action: 'promote', reason: 'healthy for 1800 s with 300 views' });
  });

  it('reads its policy from configuration, keeping the defaults for anything missing or not a number', () => {
    expect(policyFrom('{"minSamples": 5, "healthyForMs": "soon", "unknown": 1, "errorZ": -1}')).toEqual({
      ...DEFAULT_POLICY,
      minSamples: 5,
    });
    expect(policyFrom(undefined)).toEqual(DEFAULT_POLICY);
    expect(errorZ(figures(0, 0), figures(10, 1))).toBe(0);
    expect(errorZ(figures(10, 0), figures(10, 0))).toBe(0);
  });
});

describe('a visitor’s variant', () => {
  const pointers = {
    version: 7,
    apps: {
      host: { current: 'h1', history: [], updatedAt: '' },
      blog: { current: 'b1', history: [], updatedAt: '', canary: { id: 'b2', percent: 25, startedAt: '' } },
      demo: { current: 'd1', history: [], updatedAt: '' },
    },
  };

  it('keeps a bucket in a cookie and reads only a valid one', () => {
    expect(bucketOf('a=1; mars_bucket=42; b=2')).toBe(42);
    for (const header of [null, '', 'mars_bucket=', 'mars_bucket=100', 'mars_bucket=-1', 'mars_bucket=4x', 'xmars_bucket=4'])
      expect(bucketOf(header)).toBeNull();
    expect(bucketCookie(3, true)).toBe('mars_bucket=3; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly; Secure');
    const drawn = Array.from({ length: 2000 }, newBucket);
    expect(Math.min(...drawn)).toBe(0);
    expect(Math.max(...drawn)).toBe(99);
    expect(drawn.filter((b) => b < 25).length / drawn.length).toBeCloseTo(0.25, 1);
  });

  it('puts buckets under the share in the canary, the same way every time', () => {
    expect(canariesFor(pointers, 24)).toEqual({ blog: 'b2' });
    expect(canariesFor(pointers, 25)).toEqual({});
    expect(canariesFor(pointers, null)).toEqual({});
  });

  it('gives a page the config of the canary it names: running, or ended less than 10 minutes ago, nothing else', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(canariesNamed(pointers, 'blog@b2,demo@d1,nope@x,blog', now)).toEqual({ blog: 'b2' });
    expect(canariesNamed(pointers, 'blog@b1', now)).toEqual({});
    const ended = {
      ...pointers,
      apps: { ...pointers.apps, blog: { current: 'b1', history: [], updatedAt: '' } },
      events: [{ app: 'blog', action: 'aborted', id: 'b2', stable: 'b1', at: '2026-11-23T11:55:00Z', reason: 'verdict' }],
    };
    expect(canariesNamed(ended, 'blog@b2', now)).toEqual({ blog: 'b2' });
    expect(canariesNamed(ended, 'blog@b2', now + 6 * 60_000)).toEqual({});
    expect(variantParam({ demo: 'd2', blog: 'b2' })).toBe('blog@b2,demo@d2');
  });

  it('names the releases of one variant in its composition id and its cache version', () => {
    const canary = variantPointers(pointers, { blog: 'b2' });
    expect(compositionOf(canary, ['host', 'blog', 'demo', 'auth'])).toBe('host=h1;blog=b2;demo=d1;auth=-;canary=blog');
    expect(canary.version).toBe('7+blog@b2');
    const stable = variantPointers(pointers, {});
    expect(compositionOf(stable, ['host', 'blog'])).toBe('host=h1;blog=b1');
    expect(stable.version).toBe(7);
  });
});
