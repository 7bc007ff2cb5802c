const R = 11;
const C = 2 * Math.PI * R;

/** A ring that fills as the current clip plays (0..1). */
export function ProgressRing({ value, label }: { value: number; label?: string }) {
  const v = Math.max(0, Math.min(1, value));
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 28 28"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-valuemin={label ? 0 : undefined}
      aria-valuemax={label ? 100 : undefined}
      aria-valuenow={label ? Math.round(v * 100) : undefined}
      aria-hidden={label ? undefined : true}
      data-progress={v.toFixed(2)}
    >
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
        strokeDashoffset={C * (1 - v)}
        transform="rotate(-90 14 14)"
      />
    </svg>
  );
}
