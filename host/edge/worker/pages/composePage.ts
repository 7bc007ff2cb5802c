/**
 * The edge's page composition: for one loaded page (loadPage.ts: its address, the host's own HTML
 * of the body, every view it shows), the HTML a visitor (or a crawler, or a link preview) gets before
 * any JavaScript runs. It reads the page and nothing else — no storage, no callbacks — and each
 * part of the page is a concern (concerns/, registered in concerns/index.ts: slots, navigation,
 * country, late loads, head) that reads the page and returns its handlers:
 *
 *   1. the body: the host's own HTML through the concerns' `shell` handlers (slots get their views,
 *      menus their entries), then the whole body through their `views` handlers;
 *   2. the document: the host's index.html through their `document` handlers, the body in `#root`.
 *
 * A page without a place a concern fills is an error that names it (ShellError), never a page
 * quietly missing a part; the gate refuses such a host release before it can go live. A host
 * release without first views (or whose shell cannot be read) goes through the same concerns with
 * no body: the app renders the page, and the head is the page's own.
 *
 * Views and heads come from the releases' first-view.json files (shared/src/protocol/firstView/); they
 * are inserted, never parsed from the request, and the only values taken from the URL (a path
 * parameter in a slot key, a search text, a form's values) are escaped (views.ts).
 */
import type { ComposedPage } from './composition';
import type { Concern, Handlers, Page } from './concerns/concern';
import { PAGE_CONCERNS } from './concerns/index';
import { scriptHash } from './inlineLoader';
import { pageLacks, ShellError } from './shellPlaces';

/** Whether `html` may hold an element a selector names: it names a tag the HTML never opens, or it may. */
const mayMatch = (html: string, selector: string) => {
  const tag = selector.match(/^[a-z][a-z0-9-]*/i)?.[0];
  return tag === undefined || html.includes(`<${tag}`);
};

/** `html` through these handlers, in the concerns' order (as it is, when none of them can match: no parse). */
async function rewritten(html: string | ArrayBuffer, handlers: (Handlers | undefined)[]): Promise<string> {
  const rewriter = new HTMLRewriter();
  let any = false;
  for (const set of handlers)
    for (const [selector, handler] of Object.entries(set ?? {})) {
      rewriter.on(selector, handler);
      any ||= typeof html !== 'string' || mayMatch(html, selector);
    }
  if (!any && typeof html === 'string') return html;
  return rewriter.transform(new Response(html)).text();
}

/**
 * One loaded page, composed: its body, then its document, each part by its concern. `concerns`:
 * the registered ones (concerns/index.ts); a test may compose with others.
 */
export async function composePage(page: Page, concerns: readonly Concern[] = PAGE_CONCERNS): Promise<ComposedPage> {
  const parts = concerns.map((concern) => concern(page));
  // The body: the host's own HTML with every slot filled, then every view in it.
  let body = '';
  if (page.body !== null) {
    const slotted = await rewritten(
      page.body,
      parts.map((p) => p.shell),
    );
    body = await rewritten(
      slotted,
      parts.map((p) => p.views),
    );
  }
  // The document: the host's index.html, the body in #root.
  let sawRoot = false;
  const root: Handlers = {
    '#root': {
      element(el) {
        sawRoot = true;
        el.setAttribute('data-first-view', '');
        el.setInnerContent(body, { html: true });
      },
    },
  };
  const html = await rewritten(page.host.page, [...parts.map((p) => p.document), ...(page.shell ? [root] : [])]);
  for (const part of parts) part.done?.();
  if (page.shell && !sawRoot) throw new ShellError(pageLacks(page.hostName, '#root'));
  const scripts = parts.flatMap((p) => p.inlineScripts ?? []);
  return { status: page.address.status, html, scriptHashes: await Promise.all(scripts.map(scriptHash)) };
}
