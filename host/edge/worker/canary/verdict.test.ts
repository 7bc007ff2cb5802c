import { simulateRow } from '../../testing/canarySimulation';
import { bucketCookie, bucketOf, canariesFor, canariesNamed, compositionOf, newBucket, variantParam, variantPointers } from './variant';
import { DEFAULT_POLICY, errorEvidence, policyFrom, verdict } from './verdict';

const figures = (samples: number, errorViews: number, p75: Partial<Record<'LCP' | 'INP' | 'CLS', number | null>> = {}) => ({
  samples,
  errorViews,
  errorRate: samples ? errorViews / samples : 0,
  p75: { LCP: 1000, INP: 100, CLS: 0.01, ...p75 },
});
const START = Date.parse('2026-11-23T10:00:00Z');
const at = (minutes: number) => START + minutes * 60_000;
const judge = (canary: ReturnType<typeof figures>, stable: ReturnType<typeof figures>, minutes = 5, policy = DEFAULT_POLICY) =>
  verdict({ canary, stable, startedAt: START, now: at(minutes), policy });
/** The default policy's abort rule, as the simulation applies it after every view. */
const aborts = (c: { samples: number; errorViews: number }, s: { samples: number; errorViews: number }) =>
  errorEvidence(c, s) >= 1 / DEFAULT_POLICY.falseAbortRate;

describe('the canary verdict', () => {
  it('aborts a release that fails on its first views, saying what it saw, without waiting for a minimum of samples', () => {
    expect(judge(figures(6, 6), figures(58, 0), 1)).toEqual({
      action: 'abort',
      reason: 'aborted after 6 of 6 canary views failed; stable 0 of 58 (evidence 7,410,958 of 100 needed)',
      evidence: expect.any(Number),
    });
    // Six of six at an even split is enough; five of five is not yet.
    expect(judge(figures(6, 6), figures(6, 0)).action).toBe('abort');
    expect(judge(figures(5, 5), figures(5, 0))).toMatchObject({
      action: 'wait',
      reason:
        'no clear difference in errors yet: 5 of 5 canary views failed; stable 0 of 5 (evidence 62 of 100 needed); speed is compared and a promotion considered from 200 views a side',
    });
    // One failure is never enough, nor is a canary with no stable views beside it.
    expect(judge(figures(1, 1), figures(500, 0)).action).toBe('wait');
    expect(judge(figures(50, 50), figures(0, 0)).action).toBe('wait');
  });

  it('weighs the evidence only towards a canary that fails more often', () => {
    const notWorse: [ReturnType<typeof figures>, ReturnType<typeof figures>][] = [
      [figures(0, 0), figures(0, 0)],
      [figures(300, 3), figures(300, 3)],
      [figures(300, 0), figures(300, 30)],
      [figures(100, 10), figures(1000, 100)],
    ];
    for (const [c, s] of notWorse) expect(errorEvidence(c, s)).toBeLessThanOrEqual(1);
    expect(errorEvidence(figures(400, 20), figures(3600, 36))).toBeGreaterThan(errorEvidence(figures(200, 10), figures(1800, 18)));
    // Six of six against none of six: (2 × 2)^6 for the outcomes, less what learning both rates costs.
    expect(errorEvidence(figures(6, 6), figures(6, 0))).toBeCloseTo(208.44, 2);
  });

  describe('simulated canaries (seeded; a look after every view)', () => {
    const row = (canaryRate: number, stableRate: number, share: number, runs = 1000, maxCanaryViews = 300) =>
      simulateRow({ canaryRate, stableRate, share, runs, maxCanaryViews, seed: 42, aborts });

    it.each([
      [0, 0.1, 4],
      [0.01, 0.1, 4],
      [0, 0.5, 9],
      [0.01, 0.5, 10],
    ])(
      'a release failing on every view, stable at %p, a %p canary: aborted within %p canary views in 95 %% of canaries',
      (stableRate, share, p95) => {
        const r = row(1, stableRate, share);
        expect(r.abortedShare).toBe(1);
        expect(r.p95).toBeLessThanOrEqual(p95);
        expect(r.median).toBeGreaterThanOrEqual(2); // never on one view
      },
    );

    it.each([
      [0, 0.1],
      [0, 0.5],
      [0.01, 0.1],
      [0.01, 0.5],
    ])('a healthy canary (both at %p, a %p canary) is aborted by chance in at most 1 %% of 1,000', (rate, share) => {
      // Each over its first 1,500 page views: far more looks than a canary gets before it is promoted.
      expect(row(rate, rate, share, 1000, 1500 * share).abortedShare).toBeLessThanOrEqual(0.01);
    });

    it('a subtle regression (5 % against 1 %) waits for enough views to be sure, and is then aborted', () => {
      const r = row(0.05, 0.01, 0.1, 200, 3000);
      expect(r.median).toBeGreaterThan(100);
      expect(r.abortedShare).toBeGreaterThanOrEqual(0.95);
    });
  });

  it('compares speed only from the minimum of samples a side: a slower p75 LCP or INP (ratio and floor), or more layout shift', () => {
    expect(judge(figures(150, 0, { LCP: 5000 }), figures(150, 0)).action).toBe('wait');
    expect(judge(figures(300, 0, { LCP: 1600 }), figures(300, 0, { LCP: 1000 }))).toMatchObject({
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

  it('promotes a healthy canary under the default policy once its healthy time is up, not before', () => {
    expect(judge(figures(300, 3), figures(2700, 27), 29)).toMatchObject({
      action: 'wait',
      reason: 'healthy so far: 3 of 300 canary views failed; stable 27 of 2700; promoted after 1800 s',
    });
    expect(judge(figures(300, 3), figures(2700, 27), 30)).toMatchObject({
      action: 'promote',
      reason: 'healthy for 1800 s: 3 of 300 canary views failed; stable 27 of 2700',
    });
    // A little worse by chance (4 % against 3 %) is no reason to abort.
    expect(judge(figures(300, 12), figures(2700, 81), 30).action).toBe('promote');
  });

  it('never promotes for its time a canary whose views fail more often so far, short of an abort: it waits for more views', () => {
    const fewViews = { ...DEFAULT_POLICY, minSamples: 3, healthyForMs: 20_000 };
    const after = (canary: ReturnType<typeof figures>, stable: ReturnType<typeof figures>) => judge(canary, stable, 10, fewViews);
    expect(after(figures(4, 4), figures(3, 0))).toMatchObject({
      action: 'wait',
      reason:
        'more errors than stable so far: 4 of 4 canary views failed; stable 0 of 3 (evidence 10 of 100 needed); not promoted until more views clear it',
    });
    expect(after(figures(6, 6), figures(6, 0)).action).toBe('abort');
    // A chance failure or a slightly higher rate is no lean: promoted.
    expect(after(figures(3, 1), figures(3, 0)).action).toBe('promote');
    expect(after(figures(200, 5), figures(200, 2)).action).toBe('promote');
  });

  it('reads its policy from configuration, keeping the defaults for anything missing or not a number', () => {
    expect(policyFrom('{"minSamples": 5, "healthyForMs": "soon", "unknown": 1, "falseAbortRate": -1}')).toEqual({
      ...DEFAULT_POLICY,
      minSamples: 5,
    });
    expect(policyFrom(undefined)).toEqual(DEFAULT_POLICY);
    expect(policyFrom('{"falseAbortRate": 0.9}').falseAbortRate).toBe(0.5);
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
      events: [{ app: 'blog', action: 'aborted' as const, id: 'b2', stable: 'b1', at: '2026-11-23T11:55:00Z', reason: 'verdict' }],
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
