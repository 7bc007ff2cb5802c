/**
 * DevTools' own wait in each early tap. Chromium's `Input.dispatchTouchEvent` stamps a touch, then
 * holds it until the page has presented a new frame (content/browser/devtools/protocol/
 * input_handler.cc, DispatchWebTouchEvent: InsertVisualStateCallback), and the tap's Event Timing
 * starts at the stamp; a finger's touch is given to the page as it comes. A light trace of each run
 * holds both moments — `InputLatency::TouchStart` begins at the stamp, the browser's
 * `ForwardEmulatedTouchEvent` is when the page is given the touch — so each tap can be read from
 * either: as measured, and from when the page had it (the page's own).
 */

/** What the trace of a run records: the touches' two moments, and the mark that ties the page's clock to the trace's. */
export const TAP_TRACE_CATEGORIES = ['input', 'latencyInfo', 'blink.user_timing'];
/** A `performance.mark` the page makes at the end of a run: its startTime (ms) and its trace `ts` (µs) are one moment. */
export const CLOCK_MARK = 'early-taps-clock';

const STAMP = 'InputLatency::TouchStart';
const GIVEN = 'RenderWidgetHostInputEventRouter::ForwardEmulatedTouchEvent';

export type TraceEvent = { name: string; ph?: string; ts: number };

/**
 * Each interaction's wait (ms) before the page was given its touch, in order; null for one with no
 * touch in the trace (a key typed) or a run whose trace lacks the clock mark. An interaction's
 * startTime is its touch's stamp, to the microsecond the page's clock keeps.
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
  const [stamps, given] = [times(STAMP, 'b'), times(GIVEN)];
  return startTimes.map((startTime) => {
    const at = offsetUs + startTime * 1000;
    const stamp = stamps.find((t) => Math.abs(t - at) < 1000); // the same touch: the clocks agree within a millisecond
    const handed = stamp === undefined ? undefined : given.find((t) => t >= stamp);
    return stamp === undefined || handed === undefined ? null : (handed - stamp) / 1000;
  });
}
