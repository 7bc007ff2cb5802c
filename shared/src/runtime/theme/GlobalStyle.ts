import { createGlobalStyle } from 'styled-components';

// On <html> while a page is put at a #section; its own module, so that the edge's page script can name it.
export { SCROLLING_TO_SECTION_ATTR } from '../../protocol/firstView/scrollToSection';

/**
 * Base styles every app's standalone frame and the host apply once. A control that answers a tap
 * with a change of its own (a disclosure opens, a button presses or acts, a field takes focus) has
 * no browser tap highlight: on a phone, drawing one paints the page again inside the tap. A link
 * keeps it, as its answer may wait for the network. A summary is a button, not text to select: a
 * tap on it places no caret. (Said here, not in the sheet: a comment there ships with it.)
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.size.sm};
    line-height: ${({ theme }) => theme.lineHeight.text};
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.paper};
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeight.heading}; margin: 0 0 .5em; }
  img, video, svg { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.color.signalOnLight}; }
  button, input, select, textarea { font: inherit; }
  summary, button, input, select, textarea { -webkit-tap-highlight-color: transparent; }
  summary { user-select: none; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* A control that needs the app, tapped before the app has started: pressed, waiting (the host then carries the tap out). */
  [data-app-pending] {
    cursor: progress;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
    opacity: .75;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: .01ms !important; transition-duration: .01ms !important; }
  }
`;
