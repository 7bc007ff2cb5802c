/**
 * The harness's floor: a page that does nothing, with the site's opener policy (a renderer process of
 * its own, as the site's pages get). Lighthouse's simulation can count its commit task after the first
 * paint, so even it reads a TBT: a page's own is above it. Under the site's phone menu (a native
 * `<details>`) it is the early taps' floor: what the emulated phone itself takes to answer a tap.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PARAGRAPH =
  '<p>Mars Node turns the cameras a building already has into a security tool that watches for what matters. ' +
  'Video stays on the premises; alerts reach the people who need them within seconds.</p>';
const HEAD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A page that does nothing: the measuring harness's own cost."></head>`;
const MENU = `<header><details data-mobile-menu><summary>Menu</summary><nav aria-label="Main"><a href="/">Home</a> <a href="/">Products</a> <a href="/">Contact</a></nav></details></header>`;
const PAGES: Record<string, string> = {
  '/': `${HEAD}<body><main><h1>A page of text</h1>${PARAGRAPH.repeat(4)}</main></body></html>`,
  '/menu': `${HEAD}<body>${MENU}<main><h1>A page of text</h1>${PARAGRAPH.repeat(4)}</main></body></html>`,
};

/** The floor pages on 127.0.0.1 for the duration of `work`, with the opener policy `site` sends now. */
export async function withFloorPages<T>(site: string, work: (urls: { page: string; menu: string }) => Promise<T>): Promise<T> {
  const policy = (await fetch(site)).headers.get('cross-origin-opener-policy');
  if (!policy) throw new Error(`${site} sends no Cross-Origin-Opener-Policy: the floor would not be read as the site's pages are`);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'cross-origin-opener-policy': policy };
  const server = createServer((req, res) => res.writeHead(PAGES[req.url ?? ''] ? 200 : 404, headers).end(PAGES[req.url ?? ''] ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return work({ page: `${origin}/`, menu: `${origin}/menu` }).finally(() => server.close());
}
