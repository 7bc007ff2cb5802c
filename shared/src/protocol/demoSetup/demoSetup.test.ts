/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { anySetup } from '../../../test/demoSetupArbitrary';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '../../../test/demoSetupExamples';
import { CODECS, groupText, parseDemoSetup, SETUP_LABELS, SETUP_LIMITS, setupFromQuery, setupToQuery, withoutSetup } from './demoSetup.mjs';

describe('a setup in an address', () => {
  it('reads back exactly what was written, for any setup the contract allows', () => {
    fc.assert(fc.property(anySetup, (setup) => expect(setupFromQuery(setupToQuery(setup))).toEqual({ ok: true, setup })));
  });

  it('is the readable query a GET form would send', () => {
    expect(setupToQuery(THIRTY_FOUR)).toBe(THIRTY_FOUR_QUERY);
  });

  it('is none when the address carries none, and leaves the rest of the query alone', () => {
    expect(setupFromQuery('?demo=sent&q=lobby')).toBeNull();
    expect(setupFromQuery(`category=News&${setupToQuery(THIRTY_FOUR)}&utm_source=mail`)).toEqual({ ok: true, setup: THIRTY_FOUR });
    expect(withoutSetup(`category=News&${setupToQuery(THIRTY_FOUR)}&utm_source=mail`)).toBe('category=News&utm_source=mail');
  });

  it('opens an unnamed site for cameras that come before any site', () => {
    expect(setupFromQuery('setup=1&count=4&connection=rtsp&codec=h265&resolution=8mp')).toEqual({
      ok: true,
      setup: { version: 1, sites: [{ name: '', cameras: [{ count: 4, connection: 'rtsp', codec: 'h265', resolution: '8mp' }] }] },
    });
  });

  it('says which part it cannot read, and never throws, whatever the address', () => {
    expect(setupFromQuery('setup=1&site=A&count=0&connection=onvif&codec=h264&resolution=2mp')).toEqual({
      ok: false,
      problem: 'invalid',
      at: 'sites[0].cameras[0].count',
    });
    expect(setupFromQuery('setup=1&count=3&connection=wifi&codec=h264&resolution=2mp')).toMatchObject({
      problem: 'invalid',
      at: 'sites[0].cameras[0].connection',
    });
    expect(setupFromQuery('setup=1&site=A&connection=onvif')).toMatchObject({ problem: 'invalid' });
    expect(setupFromQuery('setup=1&site=Empty')).toMatchObject({ problem: 'invalid', at: 'sites[0].cameras' });
    expect(setupFromQuery('setup=banana')).toMatchObject({ problem: 'invalid', at: 'version' });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('setup', 'site', 'count', 'connection', 'codec', 'resolution', 'other'), fc.string()), {
          maxLength: 40,
        }),
        (pairs) => {
          const result = setupFromQuery(new URLSearchParams(pairs));
          expect(result === null || typeof result.ok === 'boolean').toBe(true);
        },
      ),
    );
  });

  it('refuses a setup over the limits as too large, however long the address', () => {
    const sites = Array.from({ length: 100_000 }, (_, i) => `site=S${i}&count=1&connection=onvif&codec=h264&resolution=2mp`);
    expect(setupFromQuery(`setup=1&${sites.join('&')}`)).toEqual({ ok: false, problem: 'tooLarge', at: 'sites' });
    const groups = Array.from({ length: SETUP_LIMITS.groupsPerSite + 1 }, () => 'count=1&connection=onvif&codec=h264&resolution=2mp');
    expect(setupFromQuery(`setup=1&site=A&${groups.join('&')}`)).toEqual({ ok: false, problem: 'tooLarge', at: 'sites[0].cameras' });
    expect(setupFromQuery('setup=1&count=1001&connection=onvif&codec=h264&resolution=2mp')).toMatchObject({ problem: 'tooLarge' });
    expect(setupFromQuery(`setup=1&site=${'x'.repeat(61)}&count=1&connection=onvif&codec=h264&resolution=2mp`)).toMatchObject({
      problem: 'tooLarge',
      at: 'sites[0].name',
    });
  });

  it('a major it does not speak is refused as a version, not as a broken setup (a newer tool, an older reader)', () => {
    expect(setupFromQuery(setupToQuery(THIRTY_FOUR).replace('setup=1', 'setup=2'))).toEqual({
      ok: false,
      problem: 'version',
      at: 'version',
    });
  });
});

describe('a setup in a JSON body', () => {
  it('reads back exactly what was sent, for any setup the contract allows', () => {
    fc.assert(fc.property(anySetup, (setup) => expect(parseDemoSetup(JSON.parse(JSON.stringify(setup)))).toEqual({ ok: true, setup })));
  });

  it('ignores what it does not know (a newer minor may add an optional part) and trims names', () => {
    const newer = {
      version: 1,
      source: 'tool',
      sites: [{ name: '  Lakeside Residency ', floor: 2, cameras: [{ ...THIRTY_FOUR.sites[0]?.cameras[0], brand: 'Axis' }] }],
    };
    expect(parseDemoSetup(newer)).toEqual({
      ok: true,
      setup: { version: 1, sites: [{ name: 'Lakeside Residency', cameras: [THIRTY_FOUR.sites[0]?.cameras[0]] }] },
    });
  });

  it('refuses anything else, saying where, and never throws', () => {
    expect(parseDemoSetup(null)).toEqual({ ok: false, problem: 'invalid', at: '' });
    expect(parseDemoSetup({ version: 1, sites: [] })).toEqual({ ok: false, problem: 'invalid', at: 'sites' });
    expect(parseDemoSetup({ version: 2, sites: [] })).toEqual({ ok: false, problem: 'version', at: 'version' });
    expect(parseDemoSetup({ version: 1, sites: [{ name: 'A\nB', cameras: THIRTY_FOUR.sites[0]?.cameras }] })).toEqual({
      ok: false,
      problem: 'invalid',
      at: 'sites[0].name',
    });
    expect(
      parseDemoSetup({ version: 1, sites: [{ cameras: [{ count: 2.5, connection: 'onvif', codec: 'h264', resolution: '2mp' }] }] }),
    ).toEqual({
      ok: false,
      problem: 'invalid',
      at: 'sites[0].cameras[0].count',
    });
    expect(parseDemoSetup({ version: 1, sites: Array.from({ length: 11 }, () => THIRTY_FOUR.sites[0]) })).toEqual({
      ok: false,
      problem: 'tooLarge',
      at: 'sites',
    });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof parseDemoSetup(value).ok).toBe('boolean');
      }),
    );
  });
});

describe('its words', () => {
  it('label every value, in the lists’ order; a camera type reads as one phrase, what is not known said so', () => {
    expect(CODECS.map((c) => SETUP_LABELS.codec[c])).toEqual(['H.264', 'H.265', 'MJPEG', "I don't know"]);
    const [onvif, cloud] = THIRTY_FOUR.sites[0]?.cameras ?? [];
    expect(onvif && groupText(onvif)).toBe('ONVIF (Profile S or T), H.264, up to 1080p (2 MP)');
    expect(cloud && groupText(cloud)).toBe('Cloud only (no local stream), codec not known, resolution not known');
    expect(groupText({ connection: 'nvr', codec: 'mjpeg', resolution: '8mp' })).toBe('Only through an NVR, MJPEG, 4K (8 MP) or more');
  });
});
