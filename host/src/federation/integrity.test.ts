/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { vouchFor } from '../test/siteConfig';
import { IntegrityError, integrityOf, scriptWithIntegrity, verifiedManifest } from './integrity';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const BASE = 'https://blog.cdn.example/1.0.0-a-1/';
const manifest = (integrity: Record<string, string>) =>
  JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, mars: { contract: '1.0.0', integrity } });
const good = manifest({ 'remoteEntry.js': sri('var mars_blog = {}'), '960.abc.js': sri('chunk') });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  vouchFor({ blog: `${BASE}mf-manifest.json` }, { blog: sri(good) });
});
afterEach(() => jest.restoreAllMocks());

it('passes a manifest that matches the config, and then vouches for each of its files', async () => {
  const res = await verifiedManifest(`${BASE}mf-manifest.json`, new Response(good));
  expect(await res.text()).toBe(good);
  expect(integrityOf(`${BASE}remoteEntry.js`)).toBe(sri('var mars_blog = {}'));
  expect(integrityOf(`${BASE}960.abc.js`)).toBe(sri('chunk'));
});

it('refuses a changed manifest, naming the file; nothing of it is learned', async () => {
  // Another release: files no other test has had vouched for.
  const base = 'https://blog.cdn.example/1.0.1-b-1/';
  vouchFor({ blog: `${base}mf-manifest.json` }, { blog: sri(good) });
  const tampered = good.replace('1.0.0', '1.0.1');
  await expect(verifiedManifest(`${base}mf-manifest.json`, new Response(tampered))).rejects.toThrow(IntegrityError);
  expect(console.error).toHaveBeenCalledWith(
    expect.stringContaining(`[host] remote "blog" refused: ${base}mf-manifest.json does not match the digest in the run-time config`),
  );
  expect(integrityOf(`${base}remoteEntry.js`)).toBeUndefined();
  expect(integrityOf(`${base}960.abc.js`)).toBeUndefined();
  expect(scriptWithIntegrity(`${base}remoteEntry.js`)).toBeUndefined();
});

it('refuses a manifest without a digest for its remoteEntry.js', async () => {
  const bare = manifest({ '960.abc.js': sri('chunk') });
  vouchFor({ blog: `${BASE}mf-manifest.json` }, { blog: sri(bare) });
  await expect(verifiedManifest(`${BASE}mf-manifest.json`, new Response(bare))).rejects.toThrow('has no integrity for remoteEntry.js');
});

it('passes what the config does not vouch for (a QA override to a dev server), untouched', async () => {
  const dev = 'http://localhost:3002/mf-manifest.json';
  const res = new Response('{"dev":true}');
  expect(await verifiedManifest(dev, res)).toBe(res);
  expect(scriptWithIntegrity('http://localhost:3002/remoteEntry.js')).toBeUndefined();
});
