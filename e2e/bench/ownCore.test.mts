import assert from 'node:assert/strict';
import { test } from 'node:test';
import { onItsOwnCore, type TraceEventLike } from './ownCore.mts';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
const threadName = (t: typeof MAIN, name: string) => ({ ...t, ph: 'M', name: 'thread_name', ts: 0, args: { name } });
const complete = (t: typeof MAIN, name: string, ts: number, dur: number, tdur?: number) => ({
  ...t,
  ph: 'X',
  name,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

test('a main-thread task shrinks to the CPU time it ran, and what it holds shrinks with it', () => {
  const trace: TraceEventLike[] = [
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
  assert.deepEqual([task?.ts, task?.dur], [1_000, 5_000]);
  assert.deepEqual([layout?.ts, layout?.dur], [3_000, 2_000]);
  assert.equal(paint?.ts, 6_000);
  assert.deepEqual([next?.ts, next?.dur], [30_000, 4_000]);
  // Another thread of the renderer is not the page's main thread: untouched.
  assert.deepEqual([other?.ts, other?.dur], [1_000, 20_000]);
  assert.equal(tasksMs, 24);
  assert.equal(offCpuMs, 15);
  // The run's own trace is not changed.
  assert.deepEqual([trace[2]?.ts, trace[2]?.dur], [1_000, 20_000]);
});

test('a task run inside another counts once; a trace without thread time is left as it is', () => {
  const nested = onItsOwnCore<TraceEventLike>([
    threadName(MAIN, 'CrRendererMain'),
    complete(MAIN, 'RunTask', 0, 10_000, 5_000),
    complete(MAIN, 'RunTask', 2_000, 2_000, 2_000),
  ]);
  assert.deepEqual([nested.tasksMs, nested.offCpuMs], [10, 5]);
  // The inner one is shrunk as part of the outer: half its length, from halfway to its start.
  assert.deepEqual([nested.traceEvents[2]?.ts, nested.traceEvents[2]?.dur], [1_000, 1_000]);

  const untimed = onItsOwnCore<TraceEventLike>([threadName(MAIN, 'CrRendererMain'), complete(MAIN, 'RunTask', 0, 10_000)]);
  assert.deepEqual([untimed.traceEvents[1]?.ts, untimed.traceEvents[1]?.dur, untimed.offCpuMs], [0, 10_000, 0]);
});
