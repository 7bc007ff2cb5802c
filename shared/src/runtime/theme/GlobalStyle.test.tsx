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

/**
 * Every style rule's selectors, in @media, @supports and the like too: a walk over the blocks that
 * skips comments and quoted text (a brace in a string opens nothing).
 */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  // The position just after a block's closing brace.
  const walk = (from: number): number => {
    let prelude = '';
    let i = from;
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '"' || c === "'") {
        const end = text.indexOf(c, i + 1);
        i = end === -1 ? text.length : end + 1;
        prelude = '';
      } else if (c === ';') {
        prelude = '';
        i++;
      } else if (c === '}') {
        return i + 1;
      } else if (c === '{') {
        const head = prelude.trim();
        // Group rules hold rules; other at-rules (@font-face, @keyframes) hold no selectors of the page.
        if (head.startsWith('@')) {
          const inner = selectors.length;
          i = walk(i + 1);
          if (!/^@(media|supports|layer|container|document|scope|starting-style)\b/.test(head)) selectors.length = inner;
        } else {
          selectors.push(...splitList(head));
          i = walk(i + 1);
        }
        prelude = '';
      } else {
        prelude += c;
        i++;
      }
    }
    return i;
  };
  walk(0);
  return selectors;
}

/** A selector list's selectors: commas inside `:is(…)`, `:has(…)` or `[…]` do not separate. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const c of list) {
    if (c === '(' || c === '[') depth++;
    if (c === ')' || c === ']') depth--;
    if (c === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
    } else part += c;
  }
  parts.push(part.trim());
  return parts.filter(Boolean);
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
