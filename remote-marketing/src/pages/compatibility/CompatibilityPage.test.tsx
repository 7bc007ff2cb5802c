import { siteStore, theme } from '@mars/shared';
import { CAMERA_SUPPORT } from '@mars/shared/camera-support';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import CompatibilityPage from './CompatibilityPage';
import { RulesView } from './RulesView';
import { COMPATIBILITY_TEXTS } from './texts';

const THIRTY_FOUR = THIRTY_FOUR_QUERY;

let location = '';
function Address() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

const page = (url: string) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={[url]}>
      <CompatibilityPage />
      <Address />
    </MemoryRouter>
  </ThemeProvider>
);

function renderPage(url = '/camera-compatibility') {
  return render(page(url));
}

const summary = () => screen.getAllByRole('status')[0];
const answer = () => screen.getByRole('region', { name: 'The answer' });

beforeEach(() => siteStore.setState({ country: 'us' }));

describe('the compatibility page', () => {
  it('reproduces the setup of a shared link: 34 cameras, the 4 cloud-only ones will not work and why, devices for the 30', () => {
    renderPage(`/camera-compatibility?${THIRTY_FOUR}`);
    expect(screen.getAllByLabelText('How many cameras').map((el) => (el as HTMLInputElement).value)).toEqual(['30', '4']);
    expect(summary()).toHaveTextContent(
      '34 cameras at 1 site: 30 will work and 4 will not work. Devices: 1 × Mars Tower and 1 × Mars Hub.',
    );
    const wont = within(answer()).getByText('4 will not work').closest('li');
    expect(wont).toHaveTextContent('Cloud only (no local stream), codec not known, resolution not known');
    expect(wont).toHaveTextContent('there is no stream on your premises for Mars to read');
    expect(within(answer()).getByText('1 × Mars Tower and 1 × Mars Hub')).toBeInTheDocument();
    expect(answer()).toHaveTextContent('Room for 30 cameras, for the 30 that will or may work: none spare.');
    expect(screen.getByRole('link', { name: 'Request a demo for this setup' })).toHaveAttribute('href', `/?${THIRTY_FOUR}#demo`);
  });

  it('answers each change at once, and keeps the setup in the address', () => {
    renderPage();
    expect(summary()).toHaveTextContent('Enter how many cameras you have');
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', '/#demo');
    fireEvent.change(screen.getByLabelText('How many cameras'), { target: { value: '12' } });
    expect(summary()).toHaveTextContent('12 cameras at 1 site: 12 will work. Devices: 1 × Mars Tower.');
    expect(location).toBe('/camera-compatibility?setup=1&site=&count=12&connection=onvif&codec=h264&resolution=2mp');
    fireEvent.change(screen.getByLabelText('How they connect'), { target: { value: 'unknown' } });
    expect(summary()).toHaveTextContent('12 cameras at 1 site: 12 to check.');
    expect(answer()).toHaveTextContent('look for “ONVIF” on the camera’s label');
    fireEvent.change(screen.getByLabelText('How many cameras'), { target: { value: 'twelve' } });
    expect(screen.getByLabelText('How many cameras')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a whole number from 1 to 1,000.')).toBeInTheDocument();
    expect(location).toBe('/camera-compatibility');
  });

  it('takes several sites and camera types, each sized on its own, moving the focus to what was added', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('How many cameras'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another camera type' }));
    const counts = () => screen.getAllByLabelText('How many cameras');
    expect(counts()[1]).toHaveFocus();
    fireEvent.change(counts()[1] as HTMLElement, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another site' }));
    expect(screen.getAllByLabelText('Site name (optional)')[1]).toHaveFocus();
    fireEvent.change(screen.getAllByLabelText('Site name (optional)')[1] as HTMLElement, { target: { value: 'Car park' } });
    fireEvent.change(counts()[2] as HTMLElement, { target: { value: '25' } });
    expect(summary()).toHaveTextContent('37 cameras at 2 sites: 37 will work. Devices: 2 × Mars Tower and 1 × Owlie.');
    expect(within(answer()).getByRole('heading', { name: 'Site 1: 12 cameras' })).toBeInTheDocument();
    expect(within(answer()).getByRole('heading', { name: 'Car park: 25 cameras' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove camera type 2 from site 1' }));
    expect(counts()[0]).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove site 1' }));
    expect(summary()).toHaveTextContent('25 cameras at 1 site: 25 will work. Devices: 1 × Mars Tower and 1 × Owlie.');
  });

  it('with the app, sends nothing: its submit button takes the focus to the answer, its add and remove buttons change the form', () => {
    renderPage(`/camera-compatibility?${THIRTY_FOUR}`);
    // Every submission the form starts (seen before the page's own handler), and the ones that would leave the page.
    const started: string[] = [];
    const left: string[] = [];
    const onStart = (e: Event) => started.push((e as SubmitEvent).submitter?.textContent ?? '');
    const onLeave = (e: Event) => e.defaultPrevented || left.push((e as SubmitEvent).submitter?.textContent ?? '');
    document.addEventListener('submit', onStart, true);
    document.addEventListener('submit', onLeave);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
      expect(answer()).toHaveFocus();
      fireEvent.click(screen.getByRole('button', { name: 'Add another camera type' }));
      expect(screen.getAllByLabelText('How many cameras')).toHaveLength(3);
      fireEvent.click(screen.getByRole('button', { name: 'Remove camera type 3 from site 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add another site' }));
      expect(screen.getAllByLabelText('Site name (optional)')).toHaveLength(2);
      expect(started).toEqual(['Show the answer']);
      expect(left).toEqual([]);
    } finally {
      document.removeEventListener('submit', onStart, true);
      document.removeEventListener('submit', onLeave);
    }
  });

  it('moves the focus to a camera type added the moment the page is taken over, before the takeover’s own effects have run', async () => {
    // The host takes a page over in a transition, whose effects run in a later task; a tap held
    // through the takeover, or made just then, lands in between.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actBefore = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const tapped = new Promise<void>((resolve) => {
        const committed = new MutationObserver(() => {
          const add = screen.queryByRole('button', { name: 'Add another camera type' });
          if (!add) return;
          committed.disconnect();
          add.click();
          resolve();
        });
        committed.observe(container, { childList: true, subtree: true });
      });
      startTransition(() => root.render(page('/camera-compatibility')));
      await tapped;
      await waitFor(() => expect(screen.getAllByLabelText('How many cameras')).toHaveLength(2));
      await waitFor(() => expect(screen.getAllByLabelText('How many cameras')[1]).toHaveFocus());
    } finally {
      root.unmount();
      container.remove();
      act.IS_REACT_ACT_ENVIRONMENT = actBefore;
    }
  });

  it('says so when a link’s setup cannot be read, and starts empty; a count out of range is shown at its field', () => {
    const elevenSites = `setup=1${'&site=&count=1&connection=onvif&codec=h264&resolution=2mp'.repeat(11)}`;
    const { unmount } = renderPage(`/camera-compatibility?${elevenSites}`);
    expect(screen.getByRole('alert')).toHaveTextContent('The setup in this link is larger than this page takes');
    expect(screen.getByLabelText('How many cameras')).toHaveValue('');
    unmount();
    const newer = renderPage('/camera-compatibility?setup=9&count=5&connection=onvif&codec=h264&resolution=2mp');
    expect(screen.getByRole('alert')).toHaveTextContent('This link was made by a newer version of this page');
    newer.unmount();
    // What a form sent without JavaScript can carry: the count as typed, its problem at the field.
    renderPage('/camera-compatibility?setup=1&site=&count=5000&connection=onvif&codec=h264&resolution=2mp');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('How many cameras')).toHaveValue('5000');
    expect(screen.getByLabelText('How many cameras')).toHaveAttribute('aria-invalid', 'true');
  });

  it('in India: the same rules, India’s texts', () => {
    siteStore.setState({ country: 'in' });
    renderPage(`/camera-compatibility?${THIRTY_FOUR}`);
    expect(screen.getByText(/Describe your premises and their cameras/)).toBeInTheDocument();
    expect(summary()).toHaveTextContent('34 cameras at 1 site: 30 will work and 4 will not work.');
  });
});

describe('the rules on the page', () => {
  const renderRules = (catalog = PRODUCT_FACTS, support = CAMERA_SUPPORT) =>
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <RulesView t={COMPATIBILITY_TEXTS.us} catalog={catalog} support={support} />
        </MemoryRouter>
      </ThemeProvider>,
    );

  it('state every capacity and the devices for each count, from the facts: a capacity changed there changes them', () => {
    renderRules();
    expect(screen.getByRole('row', { name: /Mars Tower 20/ })).toBeInTheDocument();
    expect(screen.getByText(/divide the site’s cameras by the largest capacity, 20 \(Mars Tower\)/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '26–30 1 × Mars Tower and 1 × Mars Hub' })).toBeInTheDocument();
    document.body.innerHTML = '';
    renderRules({ ...PRODUCT_FACTS, 'mars-tower': { ...PRODUCT_FACTS['mars-tower'], cameras: 24 } });
    expect(screen.getByRole('row', { name: /Mars Tower 24/ })).toBeInTheDocument();
    expect(screen.getByText(/by the largest capacity, 24 \(Mars Tower\)/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '11–24 1 × Mars Tower' })).toBeInTheDocument();
    expect(screen.queryByText(/\b20 \(Mars Tower\)/)).toBeNull();
  });

  it('state each codec’s rule from the facts: one confirmed there is read', () => {
    renderRules(PRODUCT_FACTS, { ...CAMERA_SUPPORT, codec: { ...CAMERA_SUPPORT.codec, mjpeg: 'read' } });
    expect(screen.getByText('MJPEG').closest('li')).toHaveTextContent('Read by Mars. Mars reads H.264, H.265 and MJPEG streams.');
  });
});
