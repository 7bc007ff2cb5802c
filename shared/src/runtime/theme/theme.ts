/** Design tokens from BRAND.md. Every app themes styled-components from here. */
export const MOBILE_BREAKPOINT = 768;

export const theme = {
  color: {
    night: '#0B1220',
    nightRaised: '#131C2E',
    ink: '#111827',
    muted: '#4B5563',
    mutedOnDark: '#A7B0C0',
    paper: '#F8FAFC',
    surface: '#FFFFFF',
    line: '#E2E8F0',
    lineOnDark: '#243049',
    signal: '#14B8A6',
    signalOnLight: '#0F766E',
    alert: '#F97316',
    focus: '#38BDF8',
    danger: '#B91C1C',
    success: '#047857',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  size: { xs: '14px', sm: '16px', md: '18px', lg: '22px', xl: '28px', xxl: '36px', hero: '48px' },
  lineHeight: { text: 1.5, heading: 1.15 },
  space: (n: number) => `${n * 8}px`,
  radius: { card: '12px', pill: '999px' },
  shadow: { raised: '0 1px 2px rgba(15,23,42,.06), 0 8px 24px rgba(15,23,42,.08)' },
  motion: { fast: '120ms', base: '200ms', slow: '350ms', ease: 'cubic-bezier(.2,.8,.2,1)' },
  layout: { maxWidth: '1200px', measure: '70ch' },
  media: {
    mobile: `@media (max-width: ${MOBILE_BREAKPOINT - 1}px)`,
    desktop: `@media (min-width: ${MOBILE_BREAKPOINT}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const;

export type Theme = typeof theme;
