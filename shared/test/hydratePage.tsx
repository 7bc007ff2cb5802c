import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src/runtime/theme/theme';

/**
 * Hydrates `ui` over the page markup already in `container`, as a page the edge sent is adopted: in
 * the site's theme, under a router at `url`. What React recovered from (a tree that differed from
 * the markup) is in `recoverable`: a test of a page's HTML expects it empty. The caller unmounts.
 */
export async function hydratePage(container: Element, ui: ReactNode, url = '/'): Promise<{ root: Root; recoverable: unknown[] }> {
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ThemeProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { root: root as Root, recoverable };
}
