import { theme } from '@mars/shared';
import { serverCss } from '@mars/shared/test/server-css';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import HomeSections from './HomeSections';

/** The CSS of the home sections as the build's render of them writes it. */
const homeCss = (): string =>
  serverCss(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <HomeSections />
      </MemoryRouter>
    </ThemeProvider>,
  );

/** Each block of declarations that makes a scroller (overflow auto or scroll). */
function scrollerRules(css: string): string[] {
  return (css.match(/\{[^{}]*\}/g) ?? []).filter((block) => /overflow(-[xy])?\s*:\s*(auto|scroll)/.test(block));
}

describe('home sections', () => {
  // Chrome composites a scroller (at a phone's pixel ratio); a scroller that is not a stacking
  // context gives everything painted after it a layer too, since its contents could scroll over it:
  // here one layer as tall as the page, which every frame and every tap then pays for.
  it('make each of their scrollers a stacking context of its own', () => {
    const scrollers = scrollerRules(homeCss());
    expect(scrollers.length).toBeGreaterThanOrEqual(2); // the hero's scene chooser, the products' strip
    for (const rule of scrollers) expect(rule).toMatch(/isolation\s*:\s*isolate/);
  });
});
