/**
 * What a visitor (or a script posing as one) meets: the rate-limit policy from both sides, the
 * bot checks, and the form as a browser posts it without JavaScript.
 */
import { botVerdict, FORM_TOKEN_FIELD, formTokenIssuedAt, HONEYPOT_FIELD, issueFormToken } from '@mars/shared/form-token';
import { FORM_TOKEN_PATH, SUBMIT_PATH } from '../src/app';
import { type Api, count, PERSON_TOKEN_AGE_MS, startApi, validBody } from './harness';

const SITE = 'http://localhost:3000';

/** A form as the browser posts it without JavaScript (application/x-www-form-urlencoded), not following the redirect. */
async function postForm(api: Api, fields: Record<string, string>) {
  const res = await fetch(`${api.url}${SUBMIT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = res.headers.get('location') ?? '';
  return {
    status: res.status,
    location,
    query: new URL(location || `${SITE}/`).searchParams,
    cacheControl: res.headers.get('cache-control'),
  };
}

const asStrings = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
const humanToken = (api: Api) => issueFormToken(api.config.formTokenSecret, Date.now() - PERSON_TOKEN_AGE_MS);

async function flaggedOf(api: Api, email: string): Promise<{ flagged: string | null; queued: boolean }[]> {
  const { rows } = await api.db.query<{ flagged: string | null; queued: boolean }>(
    'SELECT r.flagged, (o.id IS NOT NULL) AS queued FROM demo_requests r LEFT JOIN outbox o ON o.request_id = r.id WHERE r.email = $1',
    [email],
  );
  return rows;
}

describe('rate-limit policy: an office gets through, a flood does not', () => {
  let api: Api;
  beforeAll(async () => {
    // The defaults: 60 requests a minute per network, 3 stored requests an hour per e-mail address.
    api = await startApi('pglite', { rateLimit: { max: 60, windowMs: 60_000 } });
  });
  afterAll(() => api.close());

  it('40 people behind one address, each with their own e-mail, all get through within a minute', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => api.post(validBody(i))));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
  });

  it('a visitor correcting typos is not held back: refused submissions do not count against the e-mail', async () => {
    const body = validBody(900);
    for (let i = 0; i < 5; i++) expect((await api.post({ ...body, phone: 'oops' })).status).toBe(400);
    expect((await api.post(body)).status).toBe(201);
  });

  it('one e-mail address is stopped after 3 stored requests in an hour, with when to try again; others still get through', async () => {
    const body = validBody(901);
    for (let i = 0; i < 3; i++) expect((await api.post({ ...body, company: `Try ${i}` })).status).toBe(201);
    const fourth = await api.post({ ...body, company: 'Try 3' });
    expect(fourth.status).toBe(429);
    expect(fourth.json).toMatchObject({ reason: 'email', retryAfter: expect.any(Number) });
    expect(fourth.json.error).toMatch(
      /^We already have 3 requests from this email address in the last hour: .* try again in \d+ minutes\.$/,
    );
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Letter case does not make it another address.
    expect((await api.post({ ...body, email: body.email.toUpperCase() })).status).toBe(429);
    expect((await api.post(validBody(902))).status).toBe(201);
  });

  it('a flood from one network is stopped past its limit, with when to try again', async () => {
    const flood = await startApi('pglite', { rateLimit: { max: 5, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await flood.post(validBody(i))).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const limited = await flood.post(validBody(99));
      expect(limited.json).toMatchObject({ reason: 'network', retryAfter: expect.any(Number) });
      expect(limited.json.error).toMatch(/^Too many requests from this network\. Please try again in (\d+ seconds|1 minute)\.$/);
      expect((await fetch(`${flood.url}/healthz`)).status).toBe(200); // health checks are not limited
    } finally {
      await flood.close();
    }
  });
});

describe('bots: the same answer as a person, stored flagged, never delivered', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi('pglite');
  });
  afterAll(() => api.close());

  it('a person (token from seconds ago, empty honeypot) is queued for the sales team', async () => {
    const body = validBody(1);
    const res = await api.post({ ...body, [HONEYPOT_FIELD]: '', [FORM_TOKEN_FIELD]: await humanToken(api) });
    expect(res.status).toBe(201);
    expect(await flaggedOf(api, body.email)).toEqual([{ flagged: null, queued: true }]);
  });

  const bots: [string, (api: Api) => Promise<Record<string, string>>, string][] = [
    [
      'fills the honeypot',
      async (a) => ({ [HONEYPOT_FIELD]: 'https://spam.example', [FORM_TOKEN_FIELD]: await humanToken(a) }),
      'honeypot',
    ],
    [
      'submits within a second of the form appearing',
      async (a) => ({ [FORM_TOKEN_FIELD]: await issueFormToken(a.config.formTokenSecret) }),
      'too-fast',
    ],
    ['sends no form token', async () => ({ [FORM_TOKEN_FIELD]: '' }), 'no-token'],
    ['forges a token', async () => ({ [FORM_TOKEN_FIELD]: `v1.${Date.now() - 60_000}.not-a-signature` }), 'bad-token'],
    [
      'signs a token with another secret',
      async () => ({ [FORM_TOKEN_FIELD]: await issueFormToken('another secret', Date.now() - 60_000) }),
      'bad-token',
    ],
  ];

  it.each(bots)('a script that %s gets a 201 like anyone, and is stored flagged without an outbox entry', async (_name, extra, reason) => {
    const body = validBody(2);
    const outboxBefore = await count(api.db, 'outbox');
    const res = await api.post({ ...body, ...(await extra(api)) });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    expect(await flaggedOf(api, body.email)).toEqual([{ flagged: reason, queued: false }]);
    expect(await count(api.db, 'outbox')).toBe(outboxBefore);
  });

  it('hands out form tokens, fresh each time and never cached', async () => {
    // The server runs in this process: each token must carry the time of its own request.
    const T = Date.UTC(2030, 0, 1);
    const clock = jest.spyOn(Date, 'now');
    try {
      for (const now of [T, T + 60_000]) {
        clock.mockReturnValue(now);
        const res = await fetch(`${api.url}${FORM_TOKEN_PATH}`);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const { token } = (await res.json()) as { token: string };
        expect(formTokenIssuedAt(token)).toBe(now);
        // Signed with the API's secret: a person submitting it later is let through.
        expect(await botVerdict({ token }, api.config.formTokenSecret, now + api.config.formMinFillMs)).toBeNull();
      }
    } finally {
      clock.mockRestore();
    }
  });
});

describe('the form without JavaScript: posted as a form, sent back to the page', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi('pglite', { corsOrigins: [SITE] });
  });
  afterAll(() => api.close());

  it('a valid form is stored and sent back to its page with demo=sent (no values in the address)', async () => {
    const body = validBody(3);
    const res = await postForm(api, {
      ...asStrings(body),
      [FORM_TOKEN_FIELD]: await humanToken(api),
      [HONEYPOT_FIELD]: '',
      returnTo: `${SITE}/`,
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${SITE}/?demo=sent#demo`);
    expect(res.cacheControl).toBe('no-store');
    expect(await flaggedOf(api, body.email)).toEqual([{ flagged: null, queued: true }]);
  });

  it('a refused form goes back with each field’s problem and every value, and stores nothing', async () => {
    const before = await count(api.db, 'demo_requests');
    const body = {
      ...asStrings(validBody(4)),
      firstName: '  ',
      email: 'ana@',
      countryCode: '+91',
      [FORM_TOKEN_FIELD]: await humanToken(api),
    };
    const res = await postForm(api, { ...body, returnTo: `${SITE}/` });
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/#demo$/);
    expect(res.query.get('demo')).toBe('error');
    expect(res.query.get('e.firstName')).toBe('required');
    expect(res.query.get('e.email')).toBe('invalid');
    expect(res.query.get('v.email')).toBe('ana@');
    expect(res.query.get('v.countryCode')).toBe('+91');
    expect(res.query.get('v.company')).toBe(body.company);
    expect(res.query.has(`v.${FORM_TOKEN_FIELD}`)).toBe(false);
    expect(await count(api.db, 'demo_requests')).toBe(before);
  });

  it('sends back only to the site’s own origins', async () => {
    const res = await postForm(api, { ...asStrings(validBody(5)), firstName: '', returnTo: 'https://evil.example/phish' });
    expect(new URL(res.location).origin).toBe(SITE);
  });

  it('a script posting the form at once is answered like a person and stored flagged', async () => {
    const body = validBody(6);
    const res = await postForm(api, {
      ...asStrings(body),
      [FORM_TOKEN_FIELD]: await issueFormToken(api.config.formTokenSecret),
      returnTo: `${SITE}/`,
    });
    expect(res.location).toBe(`${SITE}/?demo=sent#demo`);
    expect(await flaggedOf(api, body.email)).toEqual([{ flagged: 'too-fast', queued: false }]);
  });

  it('past a limit, the form goes back with the wait and the values', async () => {
    const limited = await startApi('pglite', { corsOrigins: [SITE], emailRateLimit: { max: 1, windowMs: 3_600_000 } });
    try {
      const body = asStrings(validBody(7));
      await postForm(limited, { ...body, returnTo: `${SITE}/` });
      const res = await postForm(limited, { ...body, returnTo: `${SITE}/` });
      expect(res.query.get('demo')).toBe('repeat');
      expect(Number(res.query.get('retry'))).toBeGreaterThan(3000);
      expect(res.query.get('v.email')).toBe(body.email);
    } finally {
      await limited.close();
    }
  });
});

describe('the page’s composition id, stored with each request', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi('pglite');
  });
  afterAll(() => api.close());

  const compositionOf = async (email: string) =>
    (await api.db.query<{ composition: string | null }>('SELECT composition FROM demo_requests WHERE email = $1', [email])).rows.map(
      (r) => r.composition,
    );
  const COMPOSITION = 'host=1.0.0-abc-11111111;demo=1.0.0-abc-22222222;canary=demo';

  it('from the live form and from the form without JavaScript', async () => {
    const live = validBody(950);
    expect((await api.post({ ...live, composition: COMPOSITION })).status).toBe(201);
    expect(await compositionOf(live.email as string)).toEqual([COMPOSITION]);

    const plain = validBody(951);
    const answer = await postForm(api, {
      ...asStrings(plain),
      composition: COMPOSITION,
      [FORM_TOKEN_FIELD]: await humanToken(api),
      returnTo: `${SITE}/`,
    });
    expect(answer.status).toBe(303);
    expect(await compositionOf(plain.email as string)).toEqual([COMPOSITION]);
  });

  it('a missing or malformed one is stored as nothing, and never costs the request', async () => {
    for (const [i, composition] of [
      [952, undefined],
      [953, 'x'.repeat(700)],
      [954, 'not a composition'],
      [955, 42],
    ] as const) {
      const body = validBody(i);
      expect((await api.post(composition === undefined ? body : { ...body, composition })).status).toBe(201);
      expect(await compositionOf(body.email as string)).toEqual([null]);
    }
  });
});
