/**
 * A run's trace as the page's main thread would have recorded it on a core of its own. Lighthouse
 * multiplies each task's wall time; on a host of few cores the thread waited in it for a core (on 2
 * cores, over half the time), as a phone's big core would not, and the BI does not see. Each task of
 * the renderer's main thread is shrunk to the CPU time it ran (`tdur`), everything inside with it.
 */
export type TraceEventLike = { pid: number; tid: number; ph: string; name: string; ts: number; dur?: number; tdur?: number; args?: object };

const threadOf = (e: TraceEventLike) => `${e.pid}:${e.tid}`;

/** The shrunk copy; `tasksMs`: the main thread's top-level task time, `offCpuMs`: how much of it the thread did not run. */
export function onItsOwnCore<E extends TraceEventLike>(traceEvents: readonly E[]): { traceEvents: E[]; tasksMs: number; offCpuMs: number } {
  const isMain = (e: E) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain';
  const mainThreads = new Set(traceEvents.filter(isMain).map(threadOf));
  const copy = traceEvents.map((e) => (mainThreads.has(threadOf(e)) ? { ...e } : e));
  let tasksMs = 0;
  let offCpuMs = 0;
  for (const thread of mainThreads) {
    const events = copy.filter((e) => threadOf(e) === thread && e.ts !== undefined);
    // Its top-level tasks in order (a task run inside another, from a nested loop, is part of it).
    const tasks: { start: number; end: number; ratio: number }[] = [];
    for (const t of events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined).sort((a, b) => a.ts - b.ts)) {
      const dur = t.dur ?? 0;
      const last = tasks.at(-1);
      if (dur <= 0 || (last && t.ts < last.end)) continue;
      const cpu = Math.min(dur, t.tdur ?? dur);
      tasks.push({ start: t.ts, end: t.ts + dur, ratio: cpu / dur });
      tasksMs += dur / 1000;
      offCpuMs += (dur - cpu) / 1000;
    }
    // A time inside a task moves toward the task's start by the share the thread did not run.
    const shrink = (ts: number) => {
      let [lo, hi] = [0, tasks.length - 1];
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const task = tasks[mid] as (typeof tasks)[number];
        if (task.end < ts) lo = mid + 1;
        else if (task.start > ts) hi = mid - 1;
        else return task.start + (ts - task.start) * task.ratio;
      }
      return ts;
    };
    for (const e of events) {
      const start = shrink(e.ts);
      if (e.dur !== undefined) e.dur = shrink(e.ts + e.dur) - start;
      e.ts = start;
    }
  }
  return { traceEvents: copy, tasksMs, offCpuMs };
}
