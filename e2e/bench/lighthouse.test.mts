import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Attempt, usableRuns, whyUnusable } from './lighthouse.mts';

/** What Lighthouse throws when it cannot read the trace it recorded (a LighthouseError). */
const noNavstart = () =>
  Object.assign(new Error('NO_NAVSTART'), {
    code: 'NO_NAVSTART',
    lhrRuntimeError: true,
    friendlyMessage: {
      formattedDefault: 'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
    },
  });
const report = (audits: Record<string, { numericValue?: number }>, runtimeError?: { code: string; message: string }) =>
  ({ audits, runtimeError }) as unknown as Parameters<typeof whyUnusable>[0];
const readable = report({ 'largest-contentful-paint': { numericValue: 1000 }, 'cumulative-layout-shift': { numericValue: 0 } });

test('a report with a runtime error or without an LCP cannot be read; one with both figures can', () => {
  assert.equal(whyUnusable(readable), null);
  assert.equal(whyUnusable(report({}, { code: 'NO_FCP', message: 'no paint' })), 'NO_FCP: no paint');
  assert.equal(whyUnusable(report({ 'cumulative-layout-shift': { numericValue: 0 } })), 'no largest-contentful-paint');
});

test('a run whose trace Lighthouse cannot read is said and run again; the page still gets its runs', async () => {
  const said: string[] = [];
  let calls = 0;
  const attempt = async (): Promise<Attempt<number>> => {
    calls++;
    if (calls === 2) throw noNavstart();
    if (calls === 3) return { unusable: whyUnusable(report({}, { code: 'NO_FCP', message: 'no paint' })) ?? '' };
    return { run: calls };
  };
  assert.deepEqual(await usableRuns('http://site/', 3, attempt, (line) => said.push(line)), [1, 4, 5]);
  assert.equal(said.length, 2);
  assert.match(said[0] ?? '', /run not usable \(NO_NAVSTART: .*run Lighthouse again/);
  assert.match(said[1] ?? '', /run not usable \(NO_FCP: no paint\)/);
});

test('a page whose runs keep failing is given up with its reason; an error of the bench itself is not retried', async () => {
  const failing = async (): Promise<Attempt<number>> => {
    throw noNavstart();
  };
  await assert.rejects(
    usableRuns('http://site/', 2, failing, () => {}),
    /lighthouse http:\/\/site\/: 3 runs not usable/,
  );
  let calls = 0;
  const buggy = async (): Promise<Attempt<number>> => {
    calls++;
    throw new TypeError('a bug in the bench');
  };
  await assert.rejects(
    usableRuns('http://site/', 2, buggy, () => {}),
    /a bug in the bench/,
  );
  assert.equal(calls, 1);
});
