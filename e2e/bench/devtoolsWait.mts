/**
 * DevTools' own wait in each early tap. Chromium's `Input.dispatchTouchEvent` stamps a touch, then
 * holds it until the page has presented a new frame (content/browser/devtools/protocol/
 * input_handler.cc, DispatchWebTouchEvent: InsertVisualStateCallback), and the tap's Event Timing
 * starts at the stamp; a finger's touch is given to the page as it comes. A light trace of each run
 * holds both moments of each touch — `InputLatency::TouchStart` and `::TouchEnd` begin at their
 * stamps, the browser's `ForwardEmulatedTouchEvent` is when the page is given each — so each tap can
 * be read from either: as measured, and from when the page had it (the page's own). The page has a
 * tap once it has both touches: its click cannot come before the touchend, which DevTools sometimes
 * holds a frame longer than the touchstart.
 */

/** What the trace of a run records: the touches' two moments, and the mark that ties the page's clock to the trace's. */
export const TAP_TRACE_CATEGORIES = ['input', 'latencyInfo', 'blink.user_timing'];
/** A `performance.mark` the page makes at the end of a run: its startTime (ms) and its trace `ts` (µs) are one moment. */
export const CLOCK_MARK = 'early-taps-clock';

const STAMP = 'InputLatency::TouchStart';
const END_STAMP = 'InputLatency::TouchEnd';
const GIVEN = 'RenderWidgetHostInputEventRouter::ForwardEmulatedTouchEvent';

export type TraceEvent = { name: string; ph?: string; ts: number };

/**
 * Each interaction's wait (ms) before the page was given its touches, in order; null for one with no
 * touch in the trace (a key typed) or a run whose trace lacks the clock mark. An interaction's
 * startTime is its touchstart's stamp, to the microsecond the page's clock keeps; the touches are
 * given in the order stamped, so its touchend is the one given next. The wait is the longer of the
 * two touches' (a trace without the touchend's moments reads the touchstart's alone).
 */
export function devtoolsWaits(startTimes: number[], trace: TraceEvent[], markStartTime: number): (number | null)[] {
  const mark = trace.find((e) => e.name === CLOCK_MARK);
  if (!mark) return startTimes.map(() => null);
  const offsetUs = mark.ts - markStartTime * 1000;
  const times = (name: string, ph?: string) =>
    trace
      .filter((e) => e.name === name && (!ph || e.ph === ph))
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const [stamps, ends, given] = [times(STAMP, 'b'), times(END_STAMP, 'b'), times(GIVEN)];
  return startTimes.map((startTime) => {
    const at = offsetUs + startTime * 1000;
    const stamp = stamps.find((t) => Math.abs(t - at) < 1000); // the same touch: the clocks agree within a millisecond
    const handed = stamp === undefined ? undefined : given.find((t) => t >= stamp);
    if (stamp === undefined || handed === undefined) return null;
    // The next tap is stamped only after this one's touchend was given (each dispatch is awaited).
    const next = stamps.find((t) => t > stamp) ?? Number.POSITIVE_INFINITY;
    const end = ends.find((t) => t >= stamp && t < next);
    const endHanded = given[given.indexOf(handed) + 1];
    const endWait = end === undefined || endHanded === undefined || endHanded < end || endHanded >= next ? 0 : endHanded - end;
    return Math.max(handed - stamp, endWait) / 1000;
  });
}
