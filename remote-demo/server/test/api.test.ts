import fc from 'fast-check';
import { demoRequestSchema } from '../../src/schema/demoRequestRules';
import { BODY_LIMIT } from '../src/app';
import { storeRequest } from '../src/db';
import { type Api, count, DRIVERS, startApi, validBody } from './harness';

describe.each(DRIVERS)('demo API over HTTP (%s)', (driver) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(driver, { corsOrigins: ['http://localhost:3000'] });
  });
  afterAll(() => api.close());

  it('stores an accepted request before answering 201 {id, receivedAt}', async () => {
    const before = await count(api.db, 'demo_requests');
    const res = await api.post(validBody(1));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) });
    expect(await count(api.db, 'demo_requests')).toBe(before + 1);
    const { rows } = await api.db.query<{ first_name: string; country_code: string }>(
      'SELECT first_name, country_code FROM demo_requests WHERE id = $1',
      [res.json.id],
    );
    expect(rows[0]).toEqual({ first_name: 'Ana', country_code: '+1' });
  });

  it('trims strings and accepts optional company and job title', async () => {
    const { company: _c, jobTitle: _j, ...body } = validBody(2);
    const res = await api.post({ ...body, firstName: '  Ana  ' });
    expect(res.status).toBe(201);
    const { rows } = await api.db.query<{ first_name: string; company: string }>(
      'SELECT first_name, company FROM demo_requests WHERE id = $1',
      [res.json.id],
    );
    expect(rows[0]).toEqual({ first_name: 'Ana', company: '' });
  });

  const malformed: [string, string, RegExp][] = [
    ['malformed JSON', '{"firstName": "Ana",', /not valid JSON/],
    ['an empty body', '', /empty/],
    ['a JSON array', '[]', /JSON object/],
    ['a JSON string', '"hello"', /JSON object/],
    ['null', 'null', /JSON object/],
  ];

  it.each(malformed)('rejects %s with a 400 and a clear JSON message', async (_name, body, message) => {
    const before = await count(api.db, 'demo_requests');
    const res = await api.post(body);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(message);
    expect(await count(api.db, 'demo_requests')).toBe(before);
  });

  /** Each problem comes back at its field, in the words the form shows there. */
  const refused: [string, Record<string, unknown>, string, string, string][] = [
    ['a missing first name', { firstName: undefined }, 'firstName', 'required', 'Enter your first name.'],
    ['a blank-looking last name', { lastName: '   ' }, 'lastName', 'required', 'Enter your last name.'],
    ['a number as a name', { firstName: 42 }, 'firstName', 'notText', 'Enter text in this field.'],
    ['an invalid e-mail', { email: 'ana@' }, 'email', 'invalid', 'Enter an email address like name@company.com.'],
    ['an unknown country code', { countryCode: '+33' }, 'countryCode', 'invalid', 'Choose a country code: +1, +91 or +44.'],
    [
      'letters in the phone',
      { phone: 'call me maybe' },
      'phone',
      'badChars',
      'Use digits, spaces and + ( ) . - only; add an extension as x12.',
    ],
    ['a too short phone', { phone: '12' }, 'phone', 'tooShort', 'Enter a phone number with at least 4 digits.'],
    ['an extension and too few digits', { phone: '12 x3456' }, 'phone', 'tooShort', 'Enter a phone number with at least 4 digits.'],
    ['a 101-character first name', { firstName: 'a'.repeat(101) }, 'firstName', 'tooLong', 'Use 100 characters or fewer.'],
    ['a NUL byte in a name', { lastName: 'Lee\u0000' }, 'lastName', 'controlChars', 'Remove line breaks and special characters.'],
    [
      'a line break in a job title',
      { jobTitle: 'Owner\nManager' },
      'jobTitle',
      'controlChars',
      'Remove line breaks and special characters.',
    ],
    ['a 255-character e-mail', { email: `${'a'.repeat(243)}@example.com` }, 'email', 'tooLong', 'Use 254 characters or fewer.'],
  ];

  it.each(refused)('refuses %s at its field, in a visitor’s words', async (_name, change, field, code, message) => {
    const before = await count(api.db, 'demo_requests');
    const res = await api.post({ ...validBody(), ...change });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ [field]: { code, message } });
    expect(res.json.error).toBe(`Please check the form: ${message}`);
    expect(await count(api.db, 'demo_requests')).toBe(before);
  });

  it('accepts what a visitor types in the form: a phone with an extension, a long but allowed name', async () => {
    for (const phone of ['+1 (415) 555-0142 x12', '020 7946 0958 ext. 4', '98765 43210 Ext 7', '415.555.0142']) {
      expect((await api.post({ ...validBody(), phone })).status).toBe(201);
    }
    expect((await api.post({ ...validBody(), firstName: 'a'.repeat(100) })).status).toBe(201);
  });

  it('rejects a body over 16 KB with 413', async () => {
    const res = await api.post({ ...validBody(), company: 'x'.repeat(BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/larger than 16 KB/);
  });

  it('rejects another content type with 415', async () => {
    const res = await fetch(`${api.url}/um-web-api/submit-form`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toMatch(/application\/json/);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const res = await api.post(validBody(), { 'Idempotency-Key': 'has spaces and !!!' });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/Idempotency-Key/);
  });

  it('generated bodies (2,000 of them) never get a 5xx, and only valid ones are stored', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 20 }), // any code point: NUL, control characters, astral
      fc.constantFrom('', ' ', '+1', '+91', '+44', 'a@b.co', '(415) 555-0100', '=cmd()'),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    const body = fc.oneof(
      fc.record(
        {
          firstName: field,
          lastName: field,
          company: field,
          email: fc.oneof(field, fc.emailAddress()),
          jobTitle: field,
          countryCode: field,
          phone: field,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 60 }),
    );
    let created = 0;
    const before = await count(api.db, 'demo_requests');
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await api.post(b);
        if (res.status === 201) created++;
        // 429: a generated address repeated past its limit (see 'rate limit' below).
        return res.status < 500 && [201, 400, 429].includes(res.status);
      }),
      { numRuns: 2000 },
    );
    expect(await count(api.db, 'demo_requests')).toBe(before + created);
  }, 120_000);

  it('an idempotent retry returns the first answer and stores nothing new', async () => {
    const body = validBody(3);
    const key = `key-${Date.now()}-${driver}`;
    const first = await api.post(body, { 'Idempotency-Key': key });
    const before = await count(api.db, 'demo_requests');
    const retry = await api.post(body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(api.db, 'demo_requests')).toBe(before);
    const other = await api.post({ ...body, firstName: 'Someone else' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
  });

  it('concurrent retries with one key store exactly one row', async () => {
    const body = validBody(4);
    const key = `race-${Date.now()}-${driver}`;
    const before = await count(api.db, 'demo_requests');
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post(body, { 'Idempotency-Key': key })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await count(api.db, 'demo_requests')).toBe(before + 1);
  });

  it('a burst of requests is written in shared batches: each stored once, a repeated key answered with the first', async () => {
    const key = `burst-${Date.now()}-${driver}`;
    const repeated = validBody(5);
    const before = await count(api.db, 'demo_requests');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => api.post(validBody(100 + i))),
      ...Array.from({ length: 10 }, () => api.post(repeated, { 'Idempotency-Key': key })),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    expect(new Set(answers.slice(20).map((a) => a.json.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(21);
    expect(await count(api.db, 'demo_requests')).toBe(before + 21);
  });

  it('a row the database refuses fails alone: the others written in the same batch are stored', async () => {
    const before = await count(api.db, 'demo_requests');
    const good = (n: number) => storeRequest(api.db, { ...demoRequestSchema.parse(validBody(n)) }, null, `h${n}`);
    // Past validation on purpose: PostgreSQL refuses NUL in text.
    const poison = storeRequest(api.db, { ...demoRequestSchema.parse(validBody(9)), firstName: 'A\u0000' }, null, 'bad');
    const results = await Promise.allSettled([good(1), poison, good(2), good(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await count(api.db, 'demo_requests')).toBe(before + 3);
  });

  it('GET /healthz reports the database', async () => {
    const res = await fetch(`${api.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', driver });
  });

  it('allows CORS only for the configured origins, and sends security headers', async () => {
    const allowed = await fetch(`${api.url}/um-web-api/submit-form`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const denied = await fetch(`${api.url}/healthz`, { headers: { Origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('x-content-type-options')).toBe('nosniff');
    expect(denied.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('logs are structured and never contain the e-mail or phone', async () => {
    const body = { ...validBody(5), email: 'secret.person@example.com', phone: '+1 (999) 888-7777' };
    await api.post(body);
    await api.post({ ...body, email: 'not-an-email-secret' });
    const text = api.logs.join('\n');
    expect(text).toContain('demo request stored');
    expect(text).not.toContain('secret.person');
    expect(text).not.toContain('888-7777');
    expect(text).not.toContain('not-an-email-secret');
    for (const line of api.logs) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe.each(DRIVERS)('rate limit (%s)', (driver) => {
  it('answers 429 JSON past the configured limit per client', async () => {
    const api = await startApi(driver, { rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await api.post(validBody(i))).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await api.post(validBody());
      expect(limited.json.error).toMatch(/Too many requests/);
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200); // health checks are not limited
    } finally {
      await api.close();
    }
  });
});
