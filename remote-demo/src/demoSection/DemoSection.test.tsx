import { siteStore, theme } from '@mars/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import DemoSection from './DemoSection';

const API = 'http://api.test';
/** The part of a fetch Response the form reads (jsdom has no Response). */
const reply = (status: number, body: unknown = {}) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

function renderForm() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <DemoSection apiBase={API} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function fill() {
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
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

beforeEach(() => siteStore.setState({ toasts: [], country: 'us' }));

describe('demo request form', () => {
  it('has the spec fields with native validation only', () => {
    renderForm();
    for (const label of ['First Name*', 'Last Name*', 'Email*', 'Phone Number*']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Company/Enterprise Name')).not.toBeRequired();
    expect(screen.getByLabelText('Job Title')).toHaveAttribute('placeholder', 'Property Manager or Owner');
    expect(screen.getByLabelText('Email*')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number*')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['+1', '+91', '+44']);
    for (const input of screen.getAllByRole('textbox')) expect(input).not.toHaveAttribute('maxlength');
  });

  it('idle → submitting (disabled, Submitting...) → success: toast, cleared, code back to +1; one request per double click', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = jest.fn(() => new Promise<Response>((r) => (answer = r)));
    globalThis.fetch = fetchMock as never;
    renderForm();
    fill();
    submit();
    submit(); // double click
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${API}/um-web-api/submit-form`);
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Ana',
      lastName: 'Lee',
      company: 'Harbour View Apartments',
      email: 'ana@example.com',
      jobTitle: 'Property Manager',
      countryCode: '+91',
      phone: '98765 43210',
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{8,}/);
    answer(reply(201, { id: 'x', receivedAt: 'now' }));
    await screen.findByRole('button', { name: 'Submit Request' });
    expect(toasts()).toEqual(["Demo request submitted successfully! We'll contact you soon."]);
    expect(screen.getByLabelText('First Name*')).toHaveValue('');
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
  });

  it('a non-OK status logs the spec line, toasts, and keeps every value', async () => {
    globalThis.fetch = jest.fn(async () => reply(503)) as never;
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
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    globalThis.fetch = fetchMock as never;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    fill();
    submit();
    await waitFor(() => expect(toasts()).toEqual(['Something went wrong. Please try again.']));
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const key = (i: number) =>
      ((fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
    expect(screen.getByLabelText('Email*')).toHaveValue('ana@example.com');
  });
});
