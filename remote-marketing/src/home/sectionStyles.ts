import { SCROLLING_TO_SECTION_ATTR } from '@mars/shared';
import styled from 'styled-components';
import { eyebrowText } from '../ui/eyebrow';

/** Shared rhythm for home sections: 64–96 px desktop, 40–56 px mobile (BRAND.md). */
export const Section = styled.section<{ $tone?: 'paper' | 'surface' | 'night' }>`
  padding: ${({ theme }) => theme.space(11)} ${({ theme }) => theme.space(3)};
  background: ${({ theme, $tone }) => ($tone === 'night' ? theme.color.night : $tone === 'surface' ? theme.color.surface : theme.color.paper)};
  color: ${({ theme, $tone }) => ($tone === 'night' ? theme.color.paper : theme.color.ink)};
  scroll-margin-top: 72px;
  /* Below the hero: the browser skips styling and laying out a section until it nears the
     viewport, which keeps a phone's first layout (and the one after the app takes over) short.
     'auto' keeps the real height once rendered; 900 px is about a section's height. */
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
  /* While the host scrolls to a #section, and on a page opened at one (the page's script puts it
     there before the app; without JavaScript the browser does, once the page is parsed and :target
     set): rendered, so the estimated heights above do not move the target. Keyed on this class
     only: a rule on every element would restyle the whole page at each element added to it
     (@mars/shared/first-view's scrollToSection.ts). */
  html[${SCROLLING_TO_SECTION_ATTR}] &,
  html:has(:target) & {
    content-visibility: visible;
  }
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)}; }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const SectionHead = styled.div<{ $onDark?: boolean }>`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.size.xxl};
    letter-spacing: -0.02em;
    ${({ theme }) => theme.media.mobile} { font-size: ${({ theme }) => theme.size.xl}; }
  }
  p { font-size: ${({ theme }) => theme.size.md}; color: ${({ theme, $onDark }) => ($onDark ? theme.color.mutedOnDark : theme.color.muted)}; margin: 0; }
`;

export const Kicker = styled.p<{ $onDark?: boolean }>`
  && {
    ${eyebrowText}
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.signal : theme.color.signalOnLight)};
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;
