import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLOCK_MARK, devtoolsWaits } from './devtoolsWait.mts';

// The page's clock (ms) runs 5 s behind the trace's (µs) here: the mark ties them.
const MARK = { name: CLOCK_MARK, ts: 9_000_000, ph: 'R' };
const markStartTime = 4_000;
const stamp = (ms: number) => ({ name: 'InputLatency::TouchStart', ph: 'b', ts: (ms + 5_000) * 1000 });
const endStamp = (ms: number) => ({ name: 'InputLatency::TouchEnd', ph: 'b', ts: (ms + 5_000) * 1000 });
const given = (ms: number) => ({ name: 'RenderWidgetHostInputEventRouter::ForwardEmulatedTouchEvent', ph: 'X', ts: (ms + 5_000) * 1000 });

test("each tap's wait is from its own touch's stamp to when that touch was given to the page", () => {
  // Two taps: the first held 63 ms (its touchstart and touchend given together), the second 9 ms.
  const trace = [MARK, stamp(1_000), given(1_063), given(1_063.2), stamp(1_200.5), given(1_209.5), given(1_209.6)];
  assert.deepEqual(devtoolsWaits([1_000, 1_200.5], trace, markStartTime), [63, 9]);
});

test("a tap is the page's once both its touches are: a touchend held a frame longer counts from its own stamp", () => {
  // The first tap's touchstart given after 4 ms, its touchend 18 ms after its stamp; the second's
  // touches given together, 9 ms after their stamps.
  const trace = [
    MARK,
    stamp(1_000),
    endStamp(1_000.2),
    given(1_004),
    given(1_018.2),
    stamp(1_200),
    endStamp(1_200.2),
    given(1_209),
    given(1_209.2),
  ];
  assert.deepEqual(devtoolsWaits([1_000, 1_200], trace, markStartTime), [18, 9]);
  // Given in the same microsecond, the two touches are still this tap's.
  const together = [MARK, stamp(1_000), endStamp(1_000.2), given(1_030.2), given(1_030.2), stamp(1_200), given(1_205), given(1_205.1)];
  assert.deepEqual(devtoolsWaits([1_000], together, markStartTime), [30.2]);
});

test('an interaction with no touch of its own (a key typed) has no wait; nor has any without the clock mark', () => {
  const trace = [MARK, stamp(1_000), given(1_040)];
  assert.deepEqual(devtoolsWaits([1_000, 1_100], trace, markStartTime), [40, null]);
  assert.deepEqual(devtoolsWaits([1_000], trace.slice(1), markStartTime), [null]);
});

test("a touch stamped more than a millisecond from an interaction's start is another tap's", () => {
  const trace = [MARK, stamp(1_000), given(1_040)];
  assert.deepEqual(devtoolsWaits([1_001.5], trace, markStartTime), [null]);
});
