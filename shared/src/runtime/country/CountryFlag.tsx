import type { CountryCode } from '../../protocol/country/countries';

/**
 * SVG flags: emoji flags render as two letters on Windows and as boxes where no emoji font is
 * installed, so the switcher draws its own (the record's `flag` emoji stays the data value).
 */
export function CountryFlag({ code, size = 22 }: { code: CountryCode; size?: number }) {
  const h = Math.round((size * 2) / 3);
  if (code === 'in') {
    return (
      <svg width={size} height={h} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#fff" />
        <rect width="30" height="6.67" fill="#FF9933" />
        <rect y="13.33" width="30" height="6.67" fill="#138808" />
        <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.7" />
        <circle cx="15" cy="10" r="0.6" fill="#000080" />
      </svg>
    );
  }
  return (
    <svg width={size} height={h} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#B22234" />
      {[1, 3, 5, 7, 9, 11].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3C3B6E" />
      {[0, 1, 2].flatMap((r) =>
        [0, 1, 2, 3].map((c) => <circle key={`${r}-${c}`} cx={1.8 + c * 2.8} cy={1.7 + r * 3.2} r="0.55" fill="#fff" />),
      )}
    </svg>
  );
}
