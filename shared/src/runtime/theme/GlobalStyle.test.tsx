/**
 * The global style is on every page. A rule in it that is keyed on <html> (an attribute, or
 * `:has()`) and applies to every element (`*`) makes the browser restyle the whole page each time
 * that key may have changed — for `html:has(…) *`, at every element added anywhere in the page (a
 * script in <head>, each node the app renders): measured on `/`, 365 elements restyled per added
 * element, against 1 with the rule keyed on the elements it is for.
 */
import postcss from 'postcss';
import { ThemeProvider } from 'styled-components';
import { serverCss } from '../../../test/serverCss';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

const globalCss = (): string =>
  serverCss(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
    </ThemeProvider>,
  );

/** Every style rule's selectors, those inside @media, @supports and the like included (PostCSS's parse). */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
}

/** `html` or `:root` with a key on it (an attribute, a class, `:has()`…), then `*` further down. */
const keyedOnHtmlForEveryElement = (selector: string) => {
  const key = /^(?:html|:root)(?=[[:.#])/i.exec(selector);
  return key !== null && /[\s>+~]\*/.test(selector.slice(key[0].length));
};

it('finds such a rule wherever the sheet puts it', () => {
  const found = selectorsOf(
    'html{a:b}/*!sc*/@media (min-width:0){p,html:has(:target) *{a:b}}@supports (x:y){@media print{:root[data-x] *{a:"}{"}}}@font-face{src:x}',
  );
  expect(found).toEqual(['html', 'p', 'html:has(:target) *', ':root[data-x] *']);
  expect(found.filter(keyedOnHtmlForEveryElement)).toEqual(['html:has(:target) *', ':root[data-x] *']);
  expect(['html *', ':root *', 'html[data-x] p', 'html:has(:target) p *'].filter(keyedOnHtmlForEveryElement)).toEqual([
    'html:has(:target) p *',
  ]);
});

it('has no rule keyed on <html> that applies to every element', () => {
  const css = globalCss();
  expect(css).toContain('box-sizing:border-box');
  const selectors = selectorsOf(css.replace(/<[^>]+>/g, ''));
  expect(selectors).toContain('html');
  expect(selectors.filter(keyedOnHtmlForEveryElement)).toEqual([]);
});
