import styled from 'styled-components';
import { eyebrowText } from '../../ui/eyebrow';

export const HeroSection = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  min-height: 640px;
  display: flex;
  align-items: stretch;
  ${({ theme }) => theme.media.mobile} { min-height: 0; flex-direction: column; }
`;

export const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgba(11, 18, 32, 0.96) 0%, rgba(11, 18, 32, 0.82) 42%, rgba(11, 18, 32, 0.25) 100%);
  }
  ${({ theme }) => theme.media.mobile} {
    position: relative;
    aspect-ratio: 16 / 9;
    /* Full width, 16:9, rounded to whole multiples of 8 px: the poster then covers whole device pixels
       at every common pixel ratio (1.5, 1.75, 2.625, 3…). A fractional edge is measured one way at
       the first paint and another way later, and Chrome would report the same poster again as a
       later, "larger" contentful paint. */
    @supports (height: round(1px, 1px)) { height: round(56.25vw, 8px); }
    &::after { background: linear-gradient(180deg, transparent 60%, rgba(11, 18, 32, 1) 100%); }
  }
`;

const fill = `
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Poster = styled.img`
  ${fill}
`;

/**
 * Shows its poster (the image under it) until its first frame, so nothing flashes. In the page's
 * first view it autoplays; with reduced motion the CSS keeps it out of sight until the app is there
 * (which does not start it, and offers Play instead): HTML alone cannot make autoplay conditional.
 */
export const Video = styled.video`
  ${fill}
  @media (prefers-reduced-motion: reduce) {
    &[data-first-view] {
      display: none;
    }
  }
`;

export const Content = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(3)};
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const Copy = styled.div`
  max-width: 620px;
  .eyebrow {
    ${eyebrowText}
    color: ${({ theme }) => theme.color.signal};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  h1 {
    font-size: ${({ theme }) => theme.size.hero};
    letter-spacing: -0.02em;
    margin-bottom: ${({ theme }) => theme.space(2)};
    span { color: ${({ theme }) => theme.color.signal}; }
    ${({ theme }) => theme.media.mobile} { font-size: 34px; }
  }
  .lead {
    font-size: ${({ theme }) => theme.size.md};
    color: #cbd5e1;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const CtaLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.signal};
  color: ${({ theme }) => theme.color.night};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: #2dd4bf; }
`;

export const ToggleButton = styled.button`
  min-height: 48px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid rgba(226, 232, 240, 0.4);
  background: rgba(11, 18, 32, 0.5);
  color: ${({ theme }) => theme.color.paper};
  cursor: pointer;
`;

export const Soon = styled.p`
  display: inline-block;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid rgba(20, 184, 166, 0.5);
  color: ${({ theme }) => theme.color.signal};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 600;
`;

export const Selector = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  ${({ theme }) => theme.media.mobile} {
    grid-auto-flow: column;
    grid-auto-columns: 44%;
    overflow-x: auto;
    isolation: isolate; /* a scroller of its own stacking context (see the products' strip) */
    scroll-snap-type: x mandatory;
    padding-bottom: 6px;
    li { scroll-snap-align: start; }
  }
`;

export const SelectorButton = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: 72px 1fr 28px;
  align-items: center;
  gap: 10px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.card};
  border: 1px solid rgba(226, 232, 240, 0.15);
  background: rgba(11, 18, 32, 0.72);
  color: ${({ theme }) => theme.color.paper};
  text-align: left;
  cursor: pointer;
  img { width: 72px; height: 40px; object-fit: cover; border-radius: 6px; }
  span { font-size: ${({ theme }) => theme.size.xs}; }
  &[aria-current='true'] { border-color: ${({ theme }) => theme.color.signal}; background: rgba(19, 28, 46, 0.92); }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 28px;
    img { grid-column: 1 / -1; width: 100%; height: auto; aspect-ratio: 16 / 9; }
  }
`;

/**
 * The progress ring's box: the track, then two halves, each clipping a turning arc to its side
 * (ProgressRing.tsx). Only the playing clip's ring (the one announced) shows its fill.
 */
export const RingBox = styled.span`
  position: relative;
  display: block;
  width: 28px;
  height: 28px;
  svg { display: block; }
  [data-ring-half] { position: absolute; top: 0; width: 14px; height: 28px; overflow: hidden; }
  [data-ring-half='start'] { left: 14px; }
  [data-ring-half='end'] { left: 0; }
  [data-ring-rotor] { position: absolute; top: 0; width: 28px; height: 28px; transform-origin: 14px 14px; }
  [data-ring-half='start'] [data-ring-rotor] { left: -14px; }
  [data-ring-half='end'] [data-ring-rotor] { left: 0; opacity: 0; }
  &:not([role]) [data-ring-half],
  &:not([role]) [data-ring-tail] { visibility: hidden; }
`;
