/**
 * A release's view renderer (@mars/shared/view-renderer): the Worker module an app builds from its
 * `src/viewRenderer.tsx` (firstViewBuild.ts, viewRendererConfig), which the edge runs, sandboxed, to
 * compose a view from the page's whole address (shared/src/protocol/firstView/addressViews.ts).
 * Each view: a function of the address to the element to render — the same components and
 * providers as the build's first views — or null when it has nothing of the address to show.
 */
import type { ReactElement } from 'react';
import { COUNTRIES, type CountryCode } from '../src/protocol/country/countries';
import type { RenderedView, RenderRequest } from '../src/protocol/firstView/addressViews';
import { inCountry, renderView } from './renderView';

export interface AddressViewSource {
  /** The view's element for this address, or null: the published view stands. */
  render: (address: { query: URLSearchParams; country: CountryCode; path: string }) => ReactElement | null;
}

const isRequest = (v: unknown): v is RenderRequest =>
  typeof v === 'object' &&
  v !== null &&
  ['key', 'country', 'path', 'query'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** One render's outcome: the view, nothing of the address to show (204), or a request it cannot read. */
export type RenderOutcome = { status: 200; view: RenderedView } | { status: 204 } | { status: 400 | 404; problem: string };

/** One render of `views` for the edge's request (addressViews.ts): plain data, the Worker's answer is made of it. */
export function renderAddressView(views: Record<string, AddressViewSource>, body: unknown): RenderOutcome {
  if (!isRequest(body)) return { status: 400, problem: 'a render request is { key, country, path, query }' };
  const source = Object.hasOwn(views, body.key) ? views[body.key] : undefined;
  if (!source) return { status: 404, problem: `no address view "${body.key}"` };
  if (!Object.hasOwn(COUNTRIES, body.country)) return { status: 404, problem: `no country "${body.country}"` };
  const country = body.country as CountryCode;
  const query = new URLSearchParams(body.query);
  const rendered = inCountry(country, () => {
    const element = source.render({ query, country, path: body.path });
    return element && renderView(element, { country, path: body.path, query: body.query, address: true });
  });
  if (!rendered) return { status: 204 };
  // The rules in the cascade's order: by styled-components' group, then as met.
  const css = rendered.rules
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => a.group - b.group || a.i - b.i)
    .map((r) => r.rule);
  return { status: 200, view: { html: rendered.markup, css: [...new Set(css)] } };
}

/** The renderer Worker: `export default serveAddressViews({ [firstViewKey(…)]: { render } })`. */
export function serveAddressViews(views: Record<string, AddressViewSource>) {
  return {
    async fetch(request: Request): Promise<Response> {
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
      const body: unknown = await request.json().catch(() => null);
      try {
        const outcome = renderAddressView(views, body);
        if (outcome.status === 200) return Response.json(outcome.view);
        return new Response(outcome.status === 204 ? null : outcome.problem, { status: outcome.status });
      } catch (err) {
        // The edge keeps the published view; the reason goes to the Worker's log.
        console.error('[view renderer]', err);
        return new Response(err instanceof Error ? err.message : String(err), { status: 500 });
      }
    },
  };
}
