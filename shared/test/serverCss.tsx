import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

/** The CSS that styled-components writes for `element` as the build's server render of it (for tests). */
export function serverCss(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(<StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>);
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}
