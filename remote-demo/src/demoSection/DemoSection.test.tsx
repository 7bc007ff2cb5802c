import { siteStore, theme } from '@mars/shared';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { hydratePage } from '@mars/shared/test/hydrate-page';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LIMITS } from '../schema/demoRequest';
import DemoSection from './DemoSection';
import { SUBMIT_TIMEOUT_MS } from './submitDemoRequest';

const API = 'http://api.test';
const TOKEN = 'v1.1700000000000.signature';
/** The part of a fetch Response the form reads (jsdom has no Response). */
const reply = (status: number, body: unknown = {}) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/** The API as the form meets it: the form token on mount, then `submit` for each submission. */
function api(submit: (init?: RequestInit) => Promise<Response>) {
  const calls: [string, RequestInit | undefined][] = [];
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return url.endsWith('/form-token') ? Promise.resolve(reply(200, { token: TOKEN })) : submit(init);
  });
  globalThis.fetch = fetchMock as never;
  const submissions = () => calls.filter(([url]) => url.endsWith('/submit-form'));
  return { submissions };
}

function renderForm(url = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <DemoSection apiBase={API} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fill() {
  set('First Name*', 'Ana');
  set('Last Name*', 'Lee');
  set('Company/Enterprise Name', 'Harbour View Apartments');
  set('Email*', 'ana@example.com');
  set('Job Title', 'Property Manager');
  fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '+91' } });
  set('Phone Number*', '98765 43210');
}

const submit = () => fireEvent.submit(screen.getByRole('button', { name: /Submit Request|Submitting/ }).closest('form') as HTMLFormElement);
const toasts = () => siteStore.getState().toasts.map((t) => t.message);
/** The message a field's aria-describedby points at. */
const messageOf = (label: string) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(() => siteStore.setState({ toasts: [], country: 'us' }));
// api() puts a stand-in fetch on globalThis (jsdom has none to spy on): put back what was there after each test.
const ownFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
afterEach(() => {
  if (ownFetch) Object.defineProperty(globalThis, 'fetch', ownFetch);
  else delete (globalThis as { fetch?: unknown }).fetch;
});

describe('demo request form', () => {
  it('has the spec fields, the API’s length limits, and a real form that posts to the API', () => {
    api(async () => reply(201));
    renderForm();
    for (const label of ['First Name*', 'Last Name*', 'Email*', 'Phone Number*']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Company/Enterprise Name')).not.toBeRequired();
    expect(screen.getByLabelText('Job Title')).toHaveAttribute('placeholder', 'Property Manager or Owner');
    expect(screen.getByLabelText('Email*')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number*')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['+1', '+91', '+44']);
    expect(screen.getByLabelText('First Name*')).toHaveAttribute('maxlength', String(LIMITS.name));
    expect(screen.getByLabelText('Phone Number*')).toHaveAttribute('maxlength', String(LIMITS.phoneMax));
    const form = screen.getByRole('button', { name: 'Submit Request' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `${API}/um-web-api/submit-form`);
    // The browser's own validation speaks first (SPEC §5: no custom messages for what it checks).
    expect(form).not.toHaveAttribute('novalidate');
  });

  it('an empty submit is the browser’s to refuse: First Name is missing, nothing is sent, the form adds no words of its own', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm();
    const refused: string[] = [];
    const form = screen.getByRole('button', { name: 'Submit Request' }).closest('form') as HTMLFormElement;
    form.addEventListener('invalid', (e) => refused.push((e.target as HTMLInputElement).name), true);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(refused).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect((screen.getByLabelText('First Name*') as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(messageOf('First Name*')).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submissions()).toHaveLength(0);
  });

  it('idle → submitting (disabled, Submitting...) → success: toast, cleared, code back to +1; one request per double click', async () => {
    let answer: (r: Response) => void = () => {};
    const { submissions } = api(() => new Promise<Response>((r) => (answer = r)));
    renderForm();
    await waitFor(() => expect(document.querySelector('input[name="formToken"]')).toHaveValue(TOKEN));
    fill();
    submit();
    submit(); // double click
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(submissions()).toHaveLength(1);
    const [url, init] = submissions()[0] as [string, RequestInit];
    expect(url).toBe(`${API}/um-web-api/submit-form`);
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      company: 'Harbour View Apartments',
      email: 'ana@example.com',
      jobTitle: 'Property Manager',
      countryCode: '+91',
      phone: '98765 43210',
      formToken: TOKEN,
      website: '',
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{8,}/);
    answer(reply(201, { id: 'x', receivedAt: 'now' }));
    await screen.findByRole('button', { name: 'Submit Request' });
    expect(toasts()).toEqual(["Demo request submitted successfully! We'll contact you soon."]);
    expect(screen.getByLabelText('First Name*')).toHaveValue('');
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
  });

  it('checks the API’s rules before sending: each problem at its field, the first field focused, nothing sent', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm();
    fill();
    set('First Name*', '   ');
    set('Email*', 'ana@example');
    set('Phone Number*', '12 x345');
    submit();
    await waitFor(() => expect(screen.getByLabelText('First Name*')).toHaveFocus());
    expect(messageOf('First Name*')).toBe('Enter your first name.');
    expect(messageOf('Email*')).toBe('Enter an email address like name@company.com.');
    expect(messageOf('Phone Number*')).toBe('Enter a phone number with at least 4 digits.');
    expect(screen.getByLabelText('First Name*')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last Name*')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(submissions()).toHaveLength(0);
    // Fixing a field takes its message away.
    set('First Name*', 'Ana');
    expect(messageOf('First Name*')).toBe('');
  });

  it('accepts a phone extension and a name at the length limit, as the API does', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm();
    fill();
    set('Phone Number*', '+1 (415) 555-0142 x12');
    set('First Name*', 'a'.repeat(LIMITS.name));
    submit();
    await waitFor(() => expect(submissions()).toHaveLength(1));
  });

  it('shows the API’s field problems at their fields and focuses the first', async () => {
    api(async () =>
      reply(400, {
        error: 'Please check the form',
        fields: { email: { code: 'invalid', message: 'Enter an email address like name@company.com.' } },
      }),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill();
    submit();
    await waitFor(() => expect(screen.getByLabelText('Email*')).toHaveFocus());
    expect(messageOf('Email*')).toBe('Enter an email address like name@company.com.');
    expect(error).toHaveBeenCalledWith('HTTP error! status: 400');
    expect(toasts()).toEqual([]);
    expect(screen.getByLabelText('First Name*')).toHaveValue('Ana');
  });

  it.each([
    ['network', 40, 'Too many requests from your network in a short time. Please try again in 40 seconds.'],
    [
      'email',
      2100,
      'We already have recent requests from this email address and will be in touch soon. To send another, please try again in 35 minutes.',
    ],
  ])('a 429 (%s limit) says when to try again, and keeps every value', async (reason, retryAfter, text) => {
    api(async () => reply(429, { error: 'Too many requests', reason, retryAfter }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Email*')).toHaveValue('ana@example.com');
  });

  it('a non-OK status logs the spec line, toasts, and keeps every value', async () => {
    api(async () => reply(503));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['Something went wrong. Please try again.']));
    expect(error).toHaveBeenCalledWith('HTTP error! status: 503');
    expect(screen.getByLabelText('First Name*')).toHaveValue('Ana');
    expect(screen.getByLabelText('Country code')).toHaveValue('+91');
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('a network failure behaves the same, and a retry of the same values reuses the Idempotency-Key', async () => {
    const { submissions } = api(async () => {
      throw new TypeError('Failed to fetch');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['Something went wrong. Please try again.']));
    submit();
    await waitFor(() => expect(submissions()).toHaveLength(2));
    const key = (i: number) => ((submissions()[i] as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
    expect(screen.getByLabelText('Email*')).toHaveValue('ana@example.com');
  });

  it('a request that gets no answer in time is a failure like any other: the toast, every value kept', async () => {
    jest.useFakeTimers();
    // The API never answers; as a browser's fetch does, the request rejects when it is aborted.
    const { submissions } = api(
      (init) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderForm();
      fill();
      submit();
      expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
      });
      expect(toasts()).toEqual(['Something went wrong. Please try again.']);
      expect(error).toHaveBeenCalledWith('Demo request failed:', 'no answer in 20 s');
      expect(submissions()).toHaveLength(1);
      expect(screen.getByLabelText('First Name*')).toHaveValue('Ana');
      expect(screen.getByLabelText('Country code')).toHaveValue('+91');
      expect(screen.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the page’s form, taken over by this code, keeps the token the edge stamped (when the visitor met the form) and sends it', async () => {
    const { submissions } = api(async () => reply(201));
    const stamped = 'v1.1690000000000.edge-signature';
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <DemoSection apiBase={API} />
        </MemoryRouter>
      </ThemeProvider>,
    ).replace('name="formToken" value=""', `name="formToken" value="${stamped}"`);
    document.body.append(container);
    let root: Root | undefined;
    try {
      const hydrated = await hydratePage(container, <DemoSection apiBase={API} />);
      root = hydrated.root;
      expect(hydrated.recoverable).toEqual([]);
      expect((globalThis.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).endsWith('/form-token'))).toEqual([]);
      fill();
      submit();
      await waitFor(() => expect(submissions()).toHaveLength(1));
      expect(JSON.parse(String(submissions()[0]?.[1]?.body)).formToken).toBe(stamped);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('starts from the outcome in the address (a form posted without JavaScript and sent back): values, problems, notice', () => {
    api(async () => reply(201));
    renderForm('/?demo=error&e.email=invalid&e.firstName=nonsense&v.firstName=Ana&v.email=ana%40&v.countryCode=%2B44#demo');
    expect(screen.getByLabelText('First Name*')).toHaveValue('Ana');
    expect(screen.getByLabelText('Email*')).toHaveValue('ana@');
    expect(screen.getByLabelText('Country code')).toHaveValue('+44');
    expect(messageOf('Email*')).toBe('Enter an email address like name@company.com.');
    expect(messageOf('First Name*')).toBe(''); // an unknown code is ignored
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('after a form sent without JavaScript, says it was sent, with an empty form', () => {
    api(async () => reply(201));
    renderForm('/?demo=sent&v.email=ana%40example.com#demo');
    expect(screen.getByRole('alert')).toHaveTextContent("Demo request submitted successfully! We'll contact you soon.");
    expect(screen.getByLabelText('Email*')).toHaveValue('');
  });

  it('has a honeypot people never meet: out of the tab order and hidden from assistive tech', () => {
    api(async () => reply(201));
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });
});

describe('a camera setup brought from the compatibility tool', () => {
  const TOOL_LINK = `/?${THIRTY_FOUR_QUERY}#demo`;
  const setupBox = () => screen.getByRole('group', { name: 'Your camera setup' });
  const sentSetup = (submissions: () => [string, RequestInit | undefined][]) =>
    JSON.parse(String(submissions().at(-1)?.[1]?.body)).setup as unknown;

  it('is shown with the form and sent with the request', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm(TOOL_LINK);
    const box = await screen.findByRole('group', { name: 'Your camera setup' });
    expect(
      within(box)
        .getAllByLabelText('How many cameras')
        .map((el) => (el as HTMLInputElement).value),
    ).toEqual(['30', '4']);
    expect(
      within(box)
        .getAllByLabelText('How they connect')
        .map((el) => (el as HTMLSelectElement).value),
    ).toEqual(['onvif', 'cloud']);
    expect(within(box).getByLabelText('Site name')).toHaveValue('Lakeside Residency');
    fill();
    submit();
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(sentSetup(submissions)).toEqual(THIRTY_FOUR);
    // Sent: the form is cleared, the setup with it.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Your camera setup' })).toBeNull());
  });

  it('can be changed before it is sent: a count, a connection, a camera type taken out', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm(TOOL_LINK);
    const box = await screen.findByRole('group', { name: 'Your camera setup' });
    fireEvent.change(within(box).getAllByLabelText('How many cameras')[0] as HTMLElement, { target: { value: '28' } });
    fireEvent.change(within(box).getAllByLabelText('How they connect')[0] as HTMLElement, { target: { value: 'nvr' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Remove camera type 2 from site 1' }));
    // The focus goes to the type that stays, not to the page's start.
    expect(within(box).getByLabelText('How many cameras')).toHaveFocus();
    fill();
    submit();
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(sentSetup(submissions)).toEqual({
      version: 1,
      sites: [{ name: 'Lakeside Residency', cameras: [{ count: 28, connection: 'nvr', codec: 'h264', resolution: '2mp' }] }],
    });
  });

  it('can be removed: the request goes without it, the form says so', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm(TOOL_LINK);
    const box = await screen.findByRole('group', { name: 'Your camera setup' });
    fireEvent.click(within(box).getByRole('button', { name: 'Remove the camera setup' }));
    expect(screen.queryByRole('group', { name: 'Your camera setup' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The camera setup was removed: your request goes without it.');
    expect(screen.getByLabelText('First Name*')).toHaveFocus();
    fill();
    submit();
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(sentSetup(submissions)).toBeUndefined();
  });

  it('a count that is not a number of cameras is shown at the setup and nothing is sent', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm(TOOL_LINK);
    const box = await screen.findByRole('group', { name: 'Your camera setup' });
    const count = within(box).getAllByLabelText('How many cameras')[1] as HTMLElement;
    fireEvent.change(count, { target: { value: 'forty' } });
    fill();
    submit();
    await waitFor(() => expect(box).toHaveTextContent('The camera setup could not be read: remove it, or check each number of cameras'));
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveFocus();
    expect(submissions()).toHaveLength(0);
  });

  it('the API’s refusal of it is shown at the setup', async () => {
    api(async () =>
      reply(400, { error: 'Please check the form', fields: { setup: { code: 'tooLong', message: 'The camera setup is too large.' } } }),
    );
    renderForm(TOOL_LINK);
    await screen.findByRole('group', { name: 'Your camera setup' });
    fill();
    submit();
    await waitFor(() => expect(setupBox()).toHaveTextContent('The camera setup is too large.'));
  });

  it('one this form cannot read (a newer major, a broken link) is left out without a word', async () => {
    const { submissions } = api(async () => reply(201));
    renderForm(TOOL_LINK.replace('setup=1', 'setup=2'));
    fill();
    submit();
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Your camera setup' })).toBeNull();
    expect(sentSetup(submissions)).toBeUndefined();
  });
});
