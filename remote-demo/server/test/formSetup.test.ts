/**
 * The demo form posted without JavaScript with the camera setup a link brought: its fields named as
 * the contract's query names them, in their order (the demo release's renderer composes them into
 * the page: src/viewRenderer.tsx). Stored like the app's request; sent back with the form otherwise.
 */
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken } from '@mars/shared/form-token';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { SUBMIT_PATH } from '../src/app';
import { type Api, count, PERSON_TOKEN_AGE_MS, startApi, validBody } from './harness';

const SITE = 'http://localhost:3000';

/** The form's body as a browser writes it: its fields in document order (the setup's among them). */
async function postForm(api: Api, body: string) {
  const res = await fetch(`${api.url}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, query: new URL(location || `${SITE}/`).searchParams };
}

/** The form's own fields, then the setup's (the section puts its setup above the fields: the order within each is what counts). */
async function formWith(api: Api, setup: string, fields: Record<string, string> = {}) {
  const own = new URLSearchParams({
    ...Object.fromEntries(Object.entries(validBody(7)).map(([k, v]) => [k, String(v)])),
    [FORM_TOKEN_FIELD]: await issueFormToken(api.config.formTokenSecret, Date.now() - PERSON_TOKEN_AGE_MS),
    [HONEYPOT_FIELD]: '',
    returnTo: `${SITE}/`,
    ...fields,
  });
  return { email: own.get('email') ?? '', body: `${setup}&${own}` };
}

const setupOf = (query: URLSearchParams) =>
  [...query].filter(([name]) => ['setup', 'site', 'count', 'connection', 'codec', 'resolution'].includes(name));

describe('the form without JavaScript, with a camera setup', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi('pglite', { corsOrigins: [SITE] });
  });
  afterAll(() => api.close());

  it('stores the setup with the request, as the app’s request would', async () => {
    const { email, body } = await formWith(api, THIRTY_FOUR_QUERY);
    const res = await postForm(api, body);
    expect(res.query.get('demo')).toBe('sent');
    const { rows } = await api.db.query<{ setup: unknown }>('SELECT setup FROM demo_requests WHERE email = $1', [email]);
    expect(rows).toEqual([{ setup: THIRTY_FOUR }]);
  });

  it('sends a refused form back with its setup, so the page shows it again', async () => {
    const { body } = await formWith(api, THIRTY_FOUR_QUERY, { firstName: ' ' });
    const res = await postForm(api, body);
    expect(res.query.get('e.firstName')).toBe('required');
    expect(new URLSearchParams(setupOf(res.query)).toString()).toBe(THIRTY_FOUR_QUERY);
  });

  it('refuses a setup it cannot read at the setup, sends it back as typed, and stores nothing', async () => {
    const before = await count(api.db, 'demo_requests');
    const typed = THIRTY_FOUR_QUERY.replace('count=30', 'count=thirty');
    const { body } = await formWith(api, typed);
    const res = await postForm(api, body);
    expect(res.query.get('demo')).toBe('error');
    expect(res.query.get('e.setup')).toBe('invalid');
    expect(new URLSearchParams(setupOf(res.query)).toString()).toBe(typed);
    expect(await count(api.db, 'demo_requests')).toBe(before);
  });
});
