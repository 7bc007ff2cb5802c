import { css } from 'styled-components';

/** The primary action on a light background (BRAND.md: white on #0F766E, a pill). Apps add size and spacing. */
export const primaryAction = css`
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.signalOnLight};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:disabled { opacity: .7; cursor: progress; }
`;
