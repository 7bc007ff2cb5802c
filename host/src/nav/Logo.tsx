import { BRAND } from '@mars/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The logo's link home: the header narrows its air from 768 px to 1023 px (Header.tsx). */
export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.color.paper};
  text-decoration: none;
  font-weight: 700;
  font-size: ${({ theme }) => theme.size.lg};
  letter-spacing: -0.01em;
`;

/** The wordmark with a small lens/eye glyph (BRAND.md). */
export function LensGlyph({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="#14B8A6" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="7" fill="#14B8A6" />
      <circle cx="13.5" cy="13.5" r="2.2" fill="#0B1220" />
    </svg>
  );
}

export function Logo() {
  return (
    <LogoLink to="/" aria-label={`${BRAND.name} home`}>
      <LensGlyph />
      <span aria-hidden="true">{BRAND.wordmark}</span>
    </LogoLink>
  );
}
