import { siteStore } from '@mars/shared';
import { THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { hydratePage } from '@mars/shared/test/hydrate-page';
import { renderAddressView } from '@mars/shared/view-renderer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { DEMO_SECTION_VIEW } from './addressViews';
import DemoSection from './demoSection/DemoSection';
import { ADDRESS_VIEW_SOURCES } from './viewRenderer';

const ask = (query: string, country = 'us') =>
  renderAddressView(ADDRESS_VIEW_SOURCES, { key: DEMO_SECTION_VIEW, country, path: '/', query });

/** The page as the edge sends it: the renderer's view, its tokens filled (as the edge fills them). */
function pageWith(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html.replaceAll('__MARS_CONFIG_apiBase__', 'http://api.test').replace(/__MARS_[A-Z_]+__/g, '');
  document.body.append(page);
  return page;
}

let root: Root | null = null;
let recoverable: unknown[] = [];
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  recoverable = [];
  document.body.innerHTML = '';
});
beforeEach(() => siteStore.setState({ toasts: [], country: 'us' }));
// The form asks the API for its token on mount: answered here, and put back after each test.
const ownFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
beforeEach(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ token: 't' }) })) as never;
});
afterEach(() => {
  if (ownFetch) Object.defineProperty(globalThis, 'fetch', ownFetch);
  else delete (globalThis as { fetch?: unknown }).fetch;
});

async function hydrate(page: HTMLElement, query: string) {
  ({ root, recoverable } = await hydratePage(page, <DemoSection apiBase="http://api.test" />, `/?${query}`));
}

describe('the demo section composed from a setup link (the release’s view renderer)', () => {
  it('shows the setup in the page’s HTML, each field named as the address names it, so it posts without JavaScript', () => {
    const outcome = ask(THIRTY_FOUR_QUERY);
    if (outcome.status !== 200) throw new Error(`rendered nothing: ${outcome.status}`);
    const page = pageWith(outcome.view.html);
    const form = page.querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('data-address-view');
    expect(screen.getByRole('group', { name: 'Your camera setup' })).toBeInTheDocument();
    // The fields in the order the contract's query reads them: what a form posted without JavaScript sends.
    const posted = [...new FormData(form)].filter(([name]) =>
      ['setup', 'site', 'count', 'connection', 'codec', 'resolution'].includes(name),
    );
    expect(new URLSearchParams(posted as [string, string][]).toString()).toBe(THIRTY_FOUR_QUERY);
    expect(outcome.view.css.join('\n')).toContain('fieldset');
  });

  it('shows a setup the API sent back refused as it was typed, with its problem: nothing lost', () => {
    const typed = THIRTY_FOUR_QUERY.replace('count=30', 'count=thirty');
    const outcome = ask(`demo=error&e.setup=invalid&v.firstName=Ana&${typed}`);
    if (outcome.status !== 200) throw new Error(`rendered nothing: ${outcome.status}`);
    const page = pageWith(outcome.view.html);
    expect(page.querySelector<HTMLInputElement>('input[name="count"]')?.value).toBe('thirty');
    expect(page.querySelector<HTMLInputElement>('input[name="firstName"]')?.value).toBe('Ana');
    expect(screen.getByRole('group', { name: 'Your camera setup' })).toHaveTextContent(/The camera setup could not be read/);
  });

  it('leaves the published section to an address without a setup it can read', () => {
    expect(ask('').status).toBe(204);
    expect(ask('setup=2&site=Later&count=3').status).toBe(204);
    expect(ask('demo=error&e.firstName=required').status).toBe(204);
  });

  it('is adopted by the form’s code as it is: no mismatch, and what was typed before stays and is sent', async () => {
    const outcome = ask(THIRTY_FOUR_QUERY);
    if (outcome.status !== 200) throw new Error('rendered nothing');
    const page = pageWith(outcome.view.html);
    const siteName = page.querySelector<HTMLInputElement>('input[name="site"]') as HTMLInputElement;
    const firstName = page.querySelector<HTMLInputElement>('input[name="firstName"]') as HTMLInputElement;
    siteName.value = 'Lakeside Residency, Block B';
    firstName.value = 'Ana';
    await hydrate(page, THIRTY_FOUR_QUERY);
    expect(recoverable).toEqual([]);
    // The very nodes the visitor typed into.
    expect(page.querySelector('input[name="site"]')).toBe(siteName);
    expect(siteName.value).toBe('Lakeside Residency, Block B');
    // The form's state took it over: an edit elsewhere re-renders without putting the old name back.
    fireEvent.change(screen.getByLabelText('Last Name*'), { target: { value: 'Lee' } });
    await waitFor(() => expect(siteName.value).toBe('Lakeside Residency, Block B'));
    expect(firstName.value).toBe('Ana');
  });
});
