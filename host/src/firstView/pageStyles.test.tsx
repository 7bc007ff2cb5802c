import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { adoptPageStyles } from './pageStyles';

const OnThePage = styled.p`
  color: rgb(1, 2, 3);
`;
const Emphasis = styled(OnThePage)`
  font-weight: 700;
`;
const NotOnThePage = styled.span`
  color: rgb(4, 5, 6);
`;

/** The rules styled-components has inserted into the document (its own `<style>`; text nodes under Jest). */
const inserted = (): string => [...document.querySelectorAll('style[data-styled]')].map((s) => s.textContent).join('\n');

/** The page as the edge sends it: the build's server markup (its CSS is the page's, not styled-components'). */
function edgePage(element: React.ReactElement): HTMLElement {
  const sheet = new ServerStyleSheet();
  try {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>);
    return document.body.appendChild(page);
  } finally {
    sheet.seal();
  }
}

it('hydrating a page, a component whose class the page shows inserts no rule; one the page does not show inserts its own', async () => {
  const view = (
    <div>
      <OnThePage>Plain</OnThePage>
      <Emphasis>Extended</Emphasis>
    </div>
  );
  const page = edgePage(view);
  const later = document.body.appendChild(document.createElement('div'));
  const roots: Root[] = [];
  try {
    expect(adoptPageStyles(page)).toBeGreaterThan(0);
    await act(async () => {
      roots.push(hydrateRoot(page, view));
    });
    expect(page.textContent).toBe('PlainExtended');
    expect(inserted()).not.toContain('rgb(1, 2, 3)');
    expect(inserted()).not.toContain('font-weight:700');

    // A view the page did not have (reached in the app): its rules are inserted as always.
    await act(async () => {
      const root = createRoot(later);
      roots.push(root);
      root.render(<NotOnThePage>New</NotOnThePage>);
    });
    expect(later.textContent).toBe('New');
    expect(inserted()).toContain('rgb(4, 5, 6)');
  } finally {
    act(() => {
      for (const root of roots) root.unmount();
    });
    page.remove();
    later.remove();
  }
});

it('registers each class once: a second call on the same page adds nothing', () => {
  const page = edgePage(<OnThePage>Again</OnThePage>);
  try {
    adoptPageStyles(page);
    expect(adoptPageStyles(page)).toBe(0);
  } finally {
    page.remove();
  }
});
