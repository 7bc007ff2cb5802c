import type { KeyFeatureIcon } from '../catalog/products';

/** The site's one line-icon set (24 px grid, 1.75 stroke). Decorative: labels carry the meaning. */
const PATHS: Record<KeyFeatureIcon, string> = {
  camera: 'M3 8h11l3-3v14l-3-3H3z M7 12h3',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M9 12l2 2 4-4',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14z M16 16l5 5',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6',
  building: 'M4 21V4h10v17 M14 9h6v12 M7 8h2 M7 12h2 M7 16h2 M17 13h1 M17 17h1 M2 21h20',
  chip: 'M7 7h10v10H7z M10 10h4v4h-4z M9 3v4 M15 3v4 M9 17v4 M15 17v4 M3 9h4 M3 15h4 M17 9h4 M17 15h4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0',
  wifi: 'M2 9a15 15 0 0 1 20 0 M5 12.5a10 10 0 0 1 14 0 M8.5 16a5 5 0 0 1 7 0 M12 19.5h0',
};

export function Icon({ name, size = 20 }: { name: KeyFeatureIcon; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
