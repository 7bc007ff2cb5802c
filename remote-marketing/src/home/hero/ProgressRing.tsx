import { RingBox } from './Hero.styles';
import { RING_ROTOR_ATTR } from './heroDom';

const TEAL = '#14B8A6';
const arc = { fill: 'none', stroke: TEAL, strokeWidth: 3 } as const;

/**
 * One half of the ring's fill, clipped to its side of the ring: an arc on the other side that turns
 * into view (heroDom.ts turns it). Its leading end is rounded by a dot that turns with it.
 */
function Half({ side }: { side: 'start' | 'end' }) {
  // The first half fills the right side from 12 o'clock; its arc waits on the left. The second the other way.
  const path = side === 'start' ? 'M14 25A11 11 0 0 1 14 3' : 'M14 3A11 11 0 0 1 14 25';
  const lead = side === 'start' ? 3 : 25;
  return (
    <span data-ring-half={side}>
      <span {...{ [RING_ROTOR_ATTR]: '' }}>
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <path d={path} {...arc} />
          <circle cx="14" cy={lead} r="1.5" fill={TEAL} />
        </svg>
      </span>
    </span>
  );
}

/**
 * A ring that fills as the current clip plays; announced as a progress bar only for the playing
 * clip. The same elements for every clip (only attributes change), so the hero's player can move the
 * announcement from one button to the next on the page's HTML and the app still adopts it as its own.
 * Drawn empty: the fill is the two halves turning with playback (followPlayback in heroDom.ts).
 */
export function ProgressRing({ label }: { label?: string }) {
  const announced = label ? { role: 'progressbar', 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': 0 } : {};
  return (
    <RingBox data-ring="" {...announced}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <circle cx="14" cy="14" r="11" fill="none" stroke="rgba(226,232,240,.25)" strokeWidth="3" />
        <circle data-ring-tail="" cx="14" cy="3" r="1.5" fill={TEAL} />
      </svg>
      <Half side="start" />
      <Half side="end" />
    </RingBox>
  );
}
