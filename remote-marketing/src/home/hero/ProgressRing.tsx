import { RING_CIRCUMFERENCE as C } from './heroDom';

const R = 11;

function Ring({ value }: { value: number }) {
  return (
    <>
      <circle cx="14" cy="14" r={R} fill="none" stroke="rgba(226,232,240,.25)" strokeWidth="3" />
      <circle
        cx="14"
        cy="14"
        r={R}
        fill="none"
        stroke="#14B8A6"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray={C}
        strokeDashoffset={C * (1 - value)}
        transform="rotate(-90 14 14)"
      />
    </>
  );
}

/**
 * A ring that fills as the current clip plays (0..1); announced as a progress bar only for the playing
 * clip. The same elements for every clip (only attributes change), so the hero's player can move the
 * announcement from one button to the next on the page's HTML and the app still adopts it as its own.
 */
export function ProgressRing({ value, label }: { value: number; label?: string }) {
  const v = Math.max(0, Math.min(1, value));
  const announced = label
    ? { role: 'progressbar', 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': Math.round(v * 100) }
    : {};
  return (
    <span data-ring="" {...announced}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" data-progress={v.toFixed(2)}>
        <Ring value={v} />
      </svg>
    </span>
  );
}
