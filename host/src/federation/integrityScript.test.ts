import { createHash, webcrypto } from 'node:crypto';
import { vouchFor } from '../test/siteConfig';
import { scriptWithIntegrity, verifiedManifest } from './integrity';

// jsdom has neither Web Crypto's digest nor Response: the browser's digest from Node, and a stand-in Response.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  Object.defineProperty(globalThis, 'Response', { value: class {}, configurable: true });
});

it('gives remoteEntry.js its digest and CORS mode, so a changed file never runs', async () => {
  const entry = 'var mars_blog = {}';
  const body = JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    mars: { integrity: { 'remoteEntry.js': `sha384-${createHash('sha384').update(entry).digest('base64')}` } },
  });
  const url = 'https://blog.cdn.example/1.0.0-a-1/mf-manifest.json';
  vouchFor({ blog: url }, { blog: `sha384-${createHash('sha384').update(body).digest('base64')}` });
  await verifiedManifest(url, {
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers(),
    arrayBuffer: async () => new TextEncoder().encode(body).buffer,
  } as Response);
  const script = scriptWithIntegrity('https://blog.cdn.example/1.0.0-a-1/remoteEntry.js');
  expect(script?.getAttribute('integrity')).toMatch(/^sha384-/);
  expect(script?.crossOrigin).toBe('anonymous');
  expect(script?.src).toBe('https://blog.cdn.example/1.0.0-a-1/remoteEntry.js');
});
