/**
 * The global style is on every page. A rule in it that is keyed on <html> (an attribute, or
 * `:has()`) and applies to every element (`*`) makes the browser restyle the whole page each time
 * that key may have changed — for `html:has(…) *`, at every element added anywhere in the page (a
 * script in <head>, each node the app renders): measured on `/`, 365 elements restyled per added
 * element, against 1 with the rule keyed on the elements it is for.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>
      </StyleSheetManager>,
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

it('has no rule keyed on <html> that applies to every element', () => {
  const css = globalCss();
  expect(css).toContain('box-sizing:border-box');
  const selectors = css
    .replace(/<[^>]+>/g, '')
    .split('/*!sc*/')
    .flatMap((rule) => (rule.split('{')[0] ?? '').split(','))
    .map((selector) => selector.trim());
  const wholePage = selectors.filter((s) => /^html[[:].*\s\*/.test(s));
  expect(wholePage).toEqual([]);
});
