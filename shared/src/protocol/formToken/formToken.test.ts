/**
 * @jest-environment node
 */
import { botVerdict, issueFormToken, MIN_FILL_MS, waitText } from './formToken.mjs';

const SECRET = 'test secret';

describe('form token', () => {
  it('tells a person (the form appeared a while ago) from a script (it appeared just now)', async () => {
    const now = 1_800_000_000_000;
    const person = await issueFormToken(SECRET, now - MIN_FILL_MS - 1);
    const script = await issueFormToken(SECRET, now - 300);
    expect(person).toMatch(/^v1\.\d+\.[\w-]+$/);
    expect(await botVerdict({ token: person, honeypot: '' }, SECRET, now)).toBeNull();
    expect(await botVerdict({ token: script }, SECRET, now)).toBe('too-fast');
  });

  it('refuses a missing, forged, altered or foreign token, and a filled honeypot', async () => {
    const now = Date.now();
    const good = await issueFormToken(SECRET, now - 10_000);
    const [v, issued, sig] = good.split('.');
    expect(await botVerdict({}, SECRET, now)).toBe('no-token');
    expect(await botVerdict({ token: 42 }, SECRET, now)).toBe('no-token');
    expect(await botVerdict({ token: `${v}.${Number(issued) - 60_000}.${sig}` }, SECRET, now)).toBe('bad-token');
    expect(await botVerdict({ token: `${v}.${issued}.${sig}x` }, SECRET, now)).toBe('bad-token');
    expect(await botVerdict({ token: `${good}.extra` }, SECRET, now)).toBe('bad-token');
    expect(await botVerdict({ token: 'v2.1.abc' }, SECRET, now)).toBe('bad-token');
    expect(await botVerdict({ token: await issueFormToken('other', now - 10_000) }, SECRET, now)).toBe('bad-token');
    expect(await botVerdict({ token: good, honeypot: 'https://spam.example' }, SECRET, now)).toBe('honeypot');
    expect(await botVerdict({ token: good, honeypot: '   ' }, SECRET, now)).toBeNull();
  });

  it('says how long to wait in words', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(40)).toBe('40 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(2100)).toBe('35 minutes');
    expect(waitText(Number.NaN)).toBe('1 second');
  });
});
