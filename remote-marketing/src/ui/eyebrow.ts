import { css } from 'styled-components';

/**
 * The short upper-case line above a title: the hero's, a page's band (PageLayout's Eyebrow) and a
 * home section's kicker. Its colour and spacing are each place's own.
 */
export const eyebrowText = css`
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;
