import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The icons every page names (index.html, the shell the edge composes each page in): PNG files that
 * exist at the size the page gives. Not SVG: an SVG icon is a whole document the browser builds on
 * the page's main thread while the page loads (index.html says more).
 */
const shell = readFileSync(join(__dirname, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
const links = [...shell.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const iconLinks = links.filter((tag) => /^(icon|apple-touch-icon)$/.test(attr(tag, 'rel') ?? ''));

/** A PNG's width and height from its header, or null if the bytes are not a PNG. */
function pngSize(path: string): { width: number; height: number } | null {
  const bytes = readFileSync(path);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the page names an icon and a home-screen icon', () => {
  expect(iconLinks.map((tag) => attr(tag, 'rel')).sort()).toEqual(['apple-touch-icon', 'icon']);
});

test.each(iconLinks)('%s is a PNG in public/ at the size it is named with', (tag) => {
  const href = attr(tag, 'href') ?? '';
  expect(href).toMatch(/^\/[\w-]+\.png$/);
  if (attr(tag, 'rel') === 'icon') expect(attr(tag, 'type')).toBe('image/png');
  const [width, height] = (attr(tag, 'sizes') ?? '180x180').split('x').map(Number);
  expect(pngSize(join(__dirname, '..', 'public', href))).toEqual({ width, height });
});
