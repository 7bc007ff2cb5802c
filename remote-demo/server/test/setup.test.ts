/**
 * A demo request with the visitor's camera setup (@mars/shared/demo-setup), on both databases: stored
 * whole with the request (and in the CSV export and the sales webhook), or refused at the `setup`
 * field with nothing stored.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CODECS, CONNECTIONS, RESOLUTIONS, SETUP_LIMITS } from '@mars/shared/demo-setup';
import { THIRTY_FOUR } from '@mars/shared/test/demo-setup';
import fc from 'fast-check';
import { setupText, toCsv } from '../src/exportCsv';
import { startOutboxWorker } from '../src/outbox';
import { type Api, count, DRIVERS, startApi, validBody } from './harness';

const storedSetup = async (api: Api, id: unknown) =>
  (await api.db.query<{ setup: unknown }>('SELECT setup FROM demo_requests WHERE id = $1', [id])).rows[0]?.setup;

describe.each(DRIVERS)('a request with a camera setup (%s)', (driver) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(driver);
  });
  afterAll(() => api.close());

  it('is stored with it, as the contract reads it (names trimmed, what it does not know left out)', async () => {
    const sent = { ...THIRTY_FOUR, source: 'tool', sites: [{ ...THIRTY_FOUR.sites[0], name: '  Lakeside Residency ', floor: 3 }] };
    const res = await api.post({ ...validBody(), setup: sent });
    expect(res.status).toBe(201);
    expect(await storedSetup(api, res.json.id)).toEqual(THIRTY_FOUR);
  });

  it('is stored without one (NULL) when none is sent, as before', async () => {
    const res = await api.post(validBody());
    expect(res.status).toBe(201);
    expect(await storedSetup(api, res.json.id)).toBeNull();
  });

  const refused: [string, unknown, 'invalid' | 'tooLong'][] = [
    ['text that is not a setup', 'thirty cameras', 'invalid'],
    ['a list', [THIRTY_FOUR], 'invalid'],
    ['no sites', { version: 1, sites: [] }, 'invalid'],
    ['no cameras at a site', { version: 1, sites: [{ name: 'Lobby', cameras: [] }] }, 'invalid'],
    [
      'a count of 0',
      { version: 1, sites: [{ cameras: [{ count: 0, connection: 'onvif', codec: 'h264', resolution: '2mp' }] }] },
      'invalid',
    ],
    [
      'a count that is not a whole number',
      { version: 1, sites: [{ cameras: [{ count: 2.5, connection: 'onvif', codec: 'h264', resolution: '2mp' }] }] },
      'invalid',
    ],
    [
      'an unknown connection',
      { version: 1, sites: [{ cameras: [{ count: 3, connection: 'wifi', codec: 'h264', resolution: '2mp' }] }] },
      'invalid',
    ],
    ['a newer major', { ...THIRTY_FOUR, version: 2 }, 'invalid'],
    [
      'more sites than the limit',
      { version: 1, sites: Array.from({ length: SETUP_LIMITS.sites + 1 }, () => THIRTY_FOUR.sites[0]) },
      'tooLong',
    ],
    [
      'more cameras of a type than the limit',
      { version: 1, sites: [{ cameras: [{ count: 1001, connection: 'rtsp', codec: 'h265', resolution: '8mp' }] }] },
      'tooLong',
    ],
    ['a site name over the limit', { version: 1, sites: [{ ...THIRTY_FOUR.sites[0], name: 'x'.repeat(61) }] }, 'tooLong'],
  ];

  it.each(refused)('refuses %s at the setup field, in the form’s words, and stores nothing', async (_name, setup, code) => {
    const [requests, outbox] = [await count(api.db, 'demo_requests'), await count(api.db, 'outbox')];
    const res = await api.post({ ...validBody(), setup });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ setup: { code, message: expect.stringMatching(/^The camera setup /) } });
    expect(await count(api.db, 'demo_requests')).toBe(requests);
    expect(await count(api.db, 'outbox')).toBe(outbox);
  });

  it('stores any setup the contract allows, exactly', async () => {
    const group = fc.record({
      count: fc.integer({ min: 1, max: SETUP_LIMITS.camerasPerGroup }),
      connection: fc.constantFrom(...CONNECTIONS),
      codec: fc.constantFrom(...CODECS),
      resolution: fc.constantFrom(...RESOLUTIONS),
    });
    const setup = fc.record({
      version: fc.constant(1 as const),
      sites: fc.array(
        fc.record({
          name: fc.stringMatching(/^[A-Za-z0-9 '&-]{0,60}$/).map((s) => s.trim()),
          cameras: fc.array(group, { minLength: 1, maxLength: SETUP_LIMITS.groupsPerSite }),
        }),
        { minLength: 1, maxLength: SETUP_LIMITS.sites },
      ),
    });
    await fc.assert(
      fc.asyncProperty(setup, async (s) => {
        const res = await api.post({ ...validBody(), setup: s });
        expect(res.status).toBe(201);
        expect(await storedSetup(api, res.json.id)).toEqual(s);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('goes to sales: a column of the CSV export, and the webhook’s delivery', async () => {
    const res = await api.post({ ...validBody(), setup: THIRTY_FOUR });
    const { rows } = await api.db.query<Record<string, unknown>>('SELECT * FROM demo_requests WHERE id = $1', [res.json.id]);
    const csv = toCsv(rows);
    expect(csv.split('\r\n')[0]).toBe('id,received_at,first_name,last_name,company,email,job_title,country_code,phone,setup');
    expect(csv).toContain(
      'Lakeside Residency (34 cameras): 30 × ONVIF (Profile S or T), H.264, up to 1080p (2 MP); 4 × Cloud only (no local stream), codec not known, resolution not known',
    );
    expect(setupText(null)).toBe('');

    const received: Record<string, unknown>[] = [];
    const hook = createServer((req, reply) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        reply.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    try {
      const worker = startOutboxWorker(
        api.db,
        { ...api.config, webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook` },
        { info: () => {}, warn: () => {} },
        { autoStart: false },
      );
      while ((await worker.runOnce()) > 0);
      expect(received.find((r) => r.id === res.json.id)).toMatchObject({ setup: THIRTY_FOUR });
      expect(received.find((r) => r.id !== res.json.id && r.setup === undefined)).toBeTruthy();
    } finally {
      hook.close();
    }
  });
});
