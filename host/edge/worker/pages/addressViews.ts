/**
 * Views composed from the page's whole address by the owning release's own renderer
 * (@mars/shared/first-view, addressViews.ts): the edge loads the release's renderer module into a
 * Dynamic Worker of its own (Cloudflare's Worker Loader), with no network and no bindings, and asks
 * it for the view. Loaded once per release and isolate (its id is the release's), so a canary, a QA
 * override or a rollback renders with its own release's code, the code its browser bundle hydrates.
 * A renderer that is missing, fails, answers nothing or takes longer than RENDER_BUDGET_MS leaves
 * the published view in place: it costs that view its address, never the page.
 */
import { type AddressViews, type RenderedView, rendersFor } from '@mars/shared/first-view';
import { messageOf } from '../http/responses';
import { releaseFile } from '../releases/store';
import { type AddressViewAsk, type AddressViewResult, RENDER_BUDGET_MS } from './composition';

/** What the renderers need of the Worker's bindings. */
export interface AddressViewBindings {
  RELEASES: R2Bucket;
  /** The Worker Loader (wrangler.jsonc `worker_loaders`); without it every view is the published one. */
  VIEW_RENDERERS?: WorkerLoader;
}

/** The runtime the renderers run on: the edge's own compatibility date (wrangler.jsonc). */
const RENDERER_COMPATIBILITY_DATE = '2026-04-24';

const isView = (v: unknown): v is RenderedView =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RenderedView).html === 'string' &&
  Array.isArray((v as RenderedView).css) &&
  (v as RenderedView).css.every((r) => typeof r === 'string');

function renderer(env: AddressViewBindings, loader: WorkerLoader, { app, releaseId, declared }: AddressViewAsk): Fetcher {
  const file = (declared as AddressViews).file;
  return loader
    .get(`${app}/${releaseId}/${file}`, async () => {
      const code = await releaseFile(env.RELEASES, app, releaseId, file);
      if (!code) throw new Error(`${file} is not in the release`);
      return {
        compatibilityDate: RENDERER_COMPATIBILITY_DATE,
        mainModule: 'renderer.js',
        modules: { 'renderer.js': { js: new TextDecoder().decode(code.body) } },
        // Sandboxed: no bindings, and no network at all.
        env: {},
        globalOutbound: null,
      };
    })
    .getEntrypoint();
}

/** The view the release's renderer composes for this request, when it declares one for its query. */
export async function addressView(env: AddressViewBindings, ask: AddressViewAsk): Promise<AddressViewResult> {
  const loader = env.VIEW_RENDERERS;
  if (!loader || !rendersFor(ask.declared, ask.request.key, new URLSearchParams(ask.request.query))) return { view: null };
  const name = `${ask.app} ${ask.releaseId}: ${ask.declared?.file} (${ask.request.key})`;
  let timer: ReturnType<typeof setTimeout> | null = null;
  try {
    const answer = renderer(env, loader, ask).fetch('https://renderer/', { method: 'POST', body: JSON.stringify(ask.request) });
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${RENDER_BUDGET_MS} ms`)), RENDER_BUDGET_MS);
    });
    const res = await Promise.race([answer, late]);
    if (res.status === 204) return { view: null };
    if (!res.ok) throw new Error(`answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const view: unknown = await res.json();
    if (!isView(view)) throw new Error('answered something that is not a view');
    return { view };
  } catch (err) {
    const failed = `${name}: ${messageOf(err)}`;
    console.error(`[edge] address view ${failed}; the published view stands`);
    return { view: null, failed };
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}
