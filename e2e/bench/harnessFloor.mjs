/**
 * The harness's floor: the figures Lighthouse gives, on this host and at this calibration, for a page
 * that does nothing — a short page of text, no script, no style sheet, no image — served from this
 * process. What a page of the site measures above it is the page's own cost.
 *
 * Why the bench needs it: every Lighthouse navigation has a task of its own at the document's commit
 * (the new window's script contexts, Lighthouse's and DevTools' injected scripts, the first chunk of
 * HTML handed to the parser), which Lighthouse lists as "Unattributable". Its simulation does not count
 * that task toward the first paint, so at a calibrated 5–7× it often ends after it and is counted in
 * TBT: on this kind of host a blank page reads TBT 40–160 ms. A target below that floor cannot be
 * read from the figure alone.
 *
 * Served twice: as is, and with the site's Cross-Origin-Opener-Policy (host/edge/worker/http/security.ts,
 * read from the running site).
 * That header makes Chrome put the page in a browsing context group of its own — a new renderer
 * process for Lighthouse's navigation from about:blank, whose start-up lands in that same commit task
 * (on this host a blank page's TBT rises to 150–850 ms). A visitor who arrives from another site (a
 * search, a link) already gets a new process on desktop Chrome (site isolation), with or without the
 * header; Lighthouse's reused about:blank renderer does not. So the site's pages are read against the
 * second floor, and the gap between the two is the header's share of the lab figure.
 *
 * A third page, for the early taps (phone.mjs): the same text under a phone menu as the site's
 * header has it (a native `<details>`), with the opener policy. Tapped the same way as a page of the
 * site, it gives what the emulated phone takes to answer a tap on a page with nothing else to do —
 * on this kind of host a worst interaction of 50–90 ms at a calibrated 8×, most of it the browser's
 * own tap path and frame, which no code of the site's can shorten.
 */
import { createServer } from 'node:http';

const PARAGRAPH =
  'Mars Node turns the cameras a building already has into a security tool that watches for what matters. ' +
  'Video stays on the premises; alerts reach the people who need them within seconds.';

/** The page: as small as a page of the site can be, with the same head essentials (viewport, language). */
export const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A page that does nothing: the measuring harness's own cost."></head><body><main><h1>A page of text</h1>${`<p>${PARAGRAPH}</p>`.repeat(4)}</main></body></html>`;

/** The page with the phone menu the early taps tap (`details[data-mobile-menu] > summary`, as the site's header). */
export const FLOOR_MENU_HTML = FLOOR_HTML.replace(
  '<body>',
  '<body><header><details data-mobile-menu><summary>Menu</summary><nav aria-label="Main"><a href="/">Home</a> <a href="/">Products</a> <a href="/">Contact</a></nav></details></header>',
);

/**
 * Serves the floor page on 127.0.0.1 for the duration of `work(urls)`: `urls.bare` as is,
 * `urls.withOpenerPolicy` with the Cross-Origin-Opener-Policy the running `site` sends on its pages
 * (read from its home page, so the floor follows the edge's security headers as they are), and
 * `urls.menu`: the page with the phone menu, with that policy too.
 */
export async function withFloorPage(site, work) {
  const openerPolicy = (await fetch(site)).headers.get('cross-origin-opener-policy');
  if (!openerPolicy) throw new Error(`${site} sends no Cross-Origin-Opener-Policy: the floor "with COOP" would be the bare one`);
  const server = createServer((req, res) => {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
    if (req.url === '/') res.writeHead(200, headers).end(FLOOR_HTML);
    else if (req.url === '/with-opener-policy')
      res.writeHead(200, { ...headers, 'cross-origin-opener-policy': openerPolicy }).end(FLOOR_HTML);
    else if (req.url === '/menu') res.writeHead(200, { ...headers, 'cross-origin-opener-policy': openerPolicy }).end(FLOOR_MENU_HTML);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${server.address().port}`;
    return await work({ bare: `${origin}/`, withOpenerPolicy: `${origin}/with-opener-policy`, menu: `${origin}/menu` });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
