// The bench's own arithmetic (node --test; `pnpm test:bench` runs it before the quick bench).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onItsOwnCore, usableRuns } from './lighthouseRuns.mjs';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const threadName = (t, name) => ({ ...t, ph: 'M', name: 'thread_name', args: { name } });
const complete = (t, name, ts, dur, tdur) => ({ ...t, ph: 'X', name, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

test('a main-thread task shrinks to the CPU time it ran, and what it holds shrinks with it', () => {
  const trace = [
    threadName(MAIN, 'CrRendererMain'),
    threadName(OTHER, 'Compositor'),
    // 20 ms of wall time, 5 ms of it on a CPU: a quarter.
    complete(MAIN, 'RunTask', 1_000, 20_000, 5_000),
    complete(MAIN, 'Layout', 9_000, 8_000, 2_000),
    { ...MAIN, ph: 'I', name: 'firstContentfulPaint', ts: 21_000 },
    // After the task: left where it was.
    complete(MAIN, 'RunTask', 30_000, 4_000, 4_000),
    complete(OTHER, 'RunTask', 1_000, 20_000, 1_000),
  ];
  const { traceEvents, tasksMs, offCpuMs } = onItsOwnCore(trace);

  const [task, layout, paint, next, other] = traceEvents.slice(2);
  assert.deepEqual([task.ts, task.dur], [1_000, 5_000]);
  assert.deepEqual([layout.ts, layout.dur], [3_000, 2_000]);
  assert.equal(paint.ts, 6_000);
  assert.deepEqual([next.ts, next.dur], [30_000, 4_000]);
  // Another thread of the renderer is not the page's main thread: untouched.
  assert.deepEqual([other.ts, other.dur], [1_000, 20_000]);
  assert.equal(tasksMs, 24);
  assert.equal(offCpuMs, 15);
  // The run's own trace is not changed.
  assert.deepEqual([trace[2].ts, trace[2].dur], [1_000, 20_000]);
});

test('a task run inside another counts once; a trace without thread time is left as it is', () => {
  const nested = onItsOwnCore([
    threadName(MAIN, 'CrRendererMain'),
    complete(MAIN, 'RunTask', 0, 10_000, 5_000),
    complete(MAIN, 'RunTask', 2_000, 2_000, 2_000),
  ]);
  assert.deepEqual([nested.tasksMs, nested.offCpuMs], [10, 5]);
  // The inner one is shrunk as part of the outer: half its length, from halfway to its start.
  assert.deepEqual([nested.traceEvents[2].ts, nested.traceEvents[2].dur], [1_000, 1_000]);

  const untimed = onItsOwnCore([threadName(MAIN, 'CrRendererMain'), complete(MAIN, 'RunTask', 0, 10_000)]);
  assert.deepEqual([untimed.traceEvents[1].ts, untimed.traceEvents[1].dur, untimed.offCpuMs], [0, 10_000, 0]);
});

/** A report with an LCP and a CLS: a run the bench can read. */
const usableReport = (n) => ({
  lhr: { n, audits: { 'largest-contentful-paint': { numericValue: 1000 }, 'cumulative-layout-shift': { numericValue: 0 } } },
});
/** What Lighthouse throws when it cannot read the trace it recorded (a LighthouseError). */
const noNavstart = () =>
  Object.assign(new Error('NO_NAVSTART'), {
    code: 'NO_NAVSTART',
    lhrRuntimeError: true,
    friendlyMessage: {
      formattedDefault: 'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)',
    },
  });

test('a run whose trace Lighthouse cannot read is said and run again; the page still gets its runs', async () => {
  const said = [];
  let calls = 0;
  const runs = await usableRuns(
    'http://site/',
    3,
    async () => {
      calls++;
      if (calls === 2) throw noNavstart();
      if (calls === 3) return { lhr: { runtimeError: { code: 'NO_FCP', message: 'no paint' } } };
      return usableReport(calls);
    },
    (line) => said.push(line),
  );
  assert.deepEqual(
    runs.map((r) => r.lhr.n),
    [1, 4, 5],
  );
  assert.equal(said.length, 2);
  assert.match(said[0], /run not usable \(NO_NAVSTART: .*run Lighthouse again/);
  assert.match(said[1], /run not usable \(NO_FCP: no paint\)/);
});

test('a page whose runs keep failing is given up with its reason; an error of the bench itself is not retried', async () => {
  await assert.rejects(
    usableRuns(
      'http://site/',
      2,
      async () => {
        throw noNavstart();
      },
      () => {},
    ),
    /lighthouse http:\/\/site\/: 3 runs not usable/,
  );
  let calls = 0;
  await assert.rejects(
    usableRuns(
      'http://site/',
      2,
      async () => {
        calls++;
        throw new TypeError('a bug in the bench');
      },
      () => {},
    ),
    /a bug in the bench/,
  );
  assert.equal(calls, 1);
});
