import { siteStore } from '@mars/shared';
import { SETUP_PARAMS } from '@mars/shared/demo-setup';
import { renderFirstViews } from '@mars/shared/first-view-render';
import { THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { hydratePage } from '@mars/shared/test/hydrate-page';
import { renderAddressView } from '@mars/shared/view-renderer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { COMPATIBILITY_VIEW } from './addressViews';
import CompatibilityPage from './pages/compatibility/CompatibilityPage';
import { ADDRESS_VIEW_SOURCES } from './viewRenderer';

const PATH = '/camera-compatibility';
const ask = (query: string, country = 'us') =>
  renderAddressView(ADDRESS_VIEW_SOURCES, { key: COMPATIBILITY_VIEW, country, path: PATH, query });

/** The renderer's view for `query`, failing the test when it renders nothing. */
function rendered(query: string, country = 'us') {
  const outcome = ask(query, country);
  if (outcome.status !== 200) throw new Error(`rendered nothing: ${outcome.status}`);
  return outcome.view;
}

/** The page as the edge sends it: the view's HTML in the page. */
function pageWith(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return page;
}

const answer = () => screen.getByRole('region', { name: 'The answer' });
const summary = () => within(answer()).getAllByRole('status')[0];
const counts = (page: HTMLElement) => [...page.querySelectorAll<HTMLInputElement>('input[name="count"]')];
const SUMMARY_34 = '34 cameras at 1 site: 30 will work and 4 will not work. Devices: 1 × Mars Tower and 1 × Mars Hub.';

let root: Root | null = null;
/** What hydration recovered from (a different tree), and what React said of it (different attributes or text). */
let recoverable: unknown[] = [];
const mismatches = () =>
  (console.error as jest.Mock).mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((text) => /hydrat|did(n't| not) match/i.test(text));
beforeEach(() => {
  siteStore.setState({ country: 'us' });
  jest.spyOn(console, 'error');
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  recoverable = [];
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

async function hydrate(page: HTMLElement, query: string) {
  ({ root, recoverable } = await hydratePage(page, <CompatibilityPage />, `${PATH}?${query}`));
}

describe('the compatibility tool composed from its address (the release’s view renderer)', () => {
  it('answers a shared link in the page’s HTML: the 34-camera site, its verdicts and devices', () => {
    const view = rendered(THIRTY_FOUR_QUERY);
    const page = pageWith(view.html);
    expect(page.querySelector('#compat-tool')).toHaveAttribute('data-address-view');
    expect(summary()).toHaveTextContent(SUMMARY_34);
    expect(within(answer()).getByText('4 will not work').closest('li')).toHaveTextContent('there is no stream on your premises');
    expect(answer()).toHaveTextContent('Room for 30 cameras, for the 30 that will or may work: none spare.');
    expect(within(answer()).getByRole('link', { name: 'Request a demo for this setup' })).toHaveAttribute(
      'href',
      `/?${THIRTY_FOUR_QUERY}#demo`,
    );
    // The gist, where the answer is below the form.
    const gist = page.querySelector('[data-answer-bar]') as HTMLElement;
    expect(gist).toHaveTextContent('30 of 34 will work, 4 will not1 × Mars Tower and 1 × Mars Hub');
    expect(within(gist).getByRole('link', { name: 'Full answer ↓' })).toHaveAttribute('href', '#compat-answer');
    expect(view.css.join('\n')).toContain('position:sticky');
  });

  it('is a GET form to this page in its country, fields named and ordered as the contract’s query, with a submit button', () => {
    for (const [country, action] of [
      ['us', '/camera-compatibility'],
      ['in', '/in/camera-compatibility'],
    ] as const) {
      const page = pageWith(rendered(THIRTY_FOUR_QUERY, country).html);
      const form = page.querySelector('form') as HTMLFormElement;
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe(`${action}#compat-answer`);
      const show = within(form).getByRole('button', { name: 'Show the answer' });
      expect(show).toHaveAttribute('type', 'submit');
      // What the form sends as it stands: the link's own query.
      const sent = [...new FormData(form)].filter(([name]) => (Object.values(SETUP_PARAMS) as string[]).includes(name));
      expect(new URLSearchParams(sent as [string, string][]).toString()).toBe(THIRTY_FOUR_QUERY);
      // Enter's button, the form's first: the same answer, not a camera type added.
      expect(form.querySelector('button[type="submit"]')).toHaveTextContent('Show the answer');
      document.body.innerHTML = '';
    }
  });

  it('leaves the published page to an address with no setup, and shows a setup it cannot read as the app does', () => {
    expect(ask('').status).toBe(204);
    expect(ask('utm_source=mail').status).toBe(204);
    pageWith(rendered('setup=2&site=Later&count=3&connection=onvif&codec=h264&resolution=2mp').html);
    expect(within(answer()).getByRole('alert')).toHaveTextContent('This link was made by a newer version of this page');
    expect(screen.getByLabelText('How many cameras')).toHaveValue('');
  });

  it('makes the change a button asked for without JavaScript, and answers what was sent', () => {
    const sent = 'setup=1&site=Depot&count=8&connection=rtsp&codec=h264&resolution=2mp&change=add-type-1';
    const page = pageWith(rendered(sent).html);
    expect(counts(page).map((c) => c.value)).toEqual(['8', '']);
    expect(summary()).toHaveTextContent('8 cameras at 1 site: 8 will work. Devices: 1 × Mars Hub.');
    expect(within(page).getByRole('button', { name: 'Add another camera type' })).toHaveAttribute('formaction', `${PATH}#compat-site-1`);
  });

  it('is adopted by the app as it is: no mismatch, what was typed before stays and counts', async () => {
    const page = pageWith(rendered(THIRTY_FOUR_QUERY).html);
    const siteName = page.querySelector<HTMLInputElement>('input[name="site"]') as HTMLInputElement;
    const [onvif] = counts(page) as [HTMLInputElement];
    siteName.value = 'Lakeside Residency, Block B';
    onvif.value = '26';
    await hydrate(page, THIRTY_FOUR_QUERY);
    expect(recoverable).toEqual([]);
    expect(mismatches()).toEqual([]);
    // The very nodes the visitor typed into, with what they typed; the answer is theirs.
    expect(page.querySelector('input[name="site"]')).toBe(siteName);
    expect(siteName.value).toBe('Lakeside Residency, Block B');
    expect(onvif.value).toBe('26');
    await waitFor(() => expect(summary()).toHaveTextContent('30 cameras at 1 site: 26 will work and 4 will not work.'));
    // The form's state took them over: an edit elsewhere re-renders without putting the old values back.
    fireEvent.change(screen.getAllByLabelText('Video codec')[0] as HTMLElement, { target: { value: 'h265' } });
    await waitFor(() => expect(summary()).toHaveTextContent('30 cameras at 1 site: 26 will work and 4 will not work.'));
    expect(siteName.value).toBe('Lakeside Residency, Block B');
    expect(onvif.value).toBe('26');
  });

  it('takes the address in after the takeover where the page is the published one (an edge with no renderer)', async () => {
    const published = renderFirstViews({ [COMPATIBILITY_VIEW]: { path: PATH, render: () => <CompatibilityPage /> } });
    const page = pageWith(published.views[COMPATIBILITY_VIEW]?.us as string);
    expect(summary()).toHaveTextContent('Enter how many cameras you have');
    await hydrate(page, THIRTY_FOUR_QUERY);
    expect(recoverable).toEqual([]);
    expect(mismatches()).toEqual([]);
    await waitFor(() => expect(summary()).toHaveTextContent(SUMMARY_34));
    expect(counts(page).map((c) => c.value)).toEqual(['30', '4']);
  });
});
