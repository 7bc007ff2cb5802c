/**
 * A Worker that runs the edge's page path (worker/pages/) on what a test sends: POST a request's URL,
 * the config, the host release (its page, routes, first views) and each remote's release (null: it
 * cannot be read); the page is loaded from them (loadPage.ts), composed (composePage.ts) and its form
 * token stamped as every answer's is (keptPages.ts, with `secrets.formToken`). The answer is the
 * composition, or the error it threw (`{ error, name }`). `concerns` names the page concerns to
 * compose with (default: the registered ones, worker/pages/concerns/index.ts), so each can be tested
 * alone. POST /address-view runs a release's view renderer from its store as a page does
 * (addressViews.ts). The tests' own, never deployed (composeHarness.jsonc).
 */

import { type AddressViewBindings, addressView } from '../worker/pages/addressViews';
import { composePage } from '../worker/pages/composePage';
import type { AddressViewAsk, AddressViewResult, Composed, HostRelease, PageConfig, RemoteRelease } from '../worker/pages/composition';
import type { Concern } from '../worker/pages/concerns/concern';
import { country } from '../worker/pages/concerns/country';
import { head } from '../worker/pages/concerns/head';
import { PAGE_CONCERNS } from '../worker/pages/concerns/index';
import { lateLoads } from '../worker/pages/concerns/lateLoads';
import { navigation } from '../worker/pages/concerns/navigation';
import { slots } from '../worker/pages/concerns/slots';
import { stamped } from '../worker/pages/keptPages';
import { loadPage } from '../worker/pages/loadPage';
import { previewBanner } from './previewBanner';

/** Every concern a test may name: the registered ones, and the README's recipe followed once. */
const CONCERNS: Record<string, Concern> = { slots, navigation, country, lateLoads, head, previewBanner };

interface ComposeCall {
  url: string;
  query?: string;
  config: PageConfig;
  host: HostRelease;
  releases: Record<string, RemoteRelease | null>;
  secrets?: { formToken?: string };
  configUrl?: string;
  concerns?: string[];
  addressViews?: Record<string, AddressViewResult>;
}

/**
 * The page of one call: loaded from its releases (and the renderers' answers it gives, by view key),
 * composed with its concerns, its form token stamped; with the views a renderer was asked for, and
 * whether the page would be kept.
 */
async function composed(call: ComposeCall): Promise<Composed & { asked?: AddressViewAsk[]; degraded?: boolean }> {
  const asked: AddressViewAsk[] = [];
  const concerns = call.concerns?.map((name) => {
    const concern = CONCERNS[name];
    if (!concern) throw new Error(`no page concern "${name}"`);
    return concern;
  });
  const loaded = await loadPage(
    {
      url: new URL(call.url),
      ...(call.query !== undefined ? { query: call.query } : {}),
      config: call.config,
      ...(call.configUrl ? { configUrl: call.configUrl } : {}),
    },
    {
      host: async () => call.host,
      release: async (name) => call.releases[name] ?? null,
      addressView: async (ask) => {
        asked.push(ask);
        return call.addressViews?.[ask.request.key] ?? { view: null };
      },
    },
  );
  if (!loaded) throw new Error('the host release has no page');
  if ('location' in loaded) return { status: 301, location: loaded.location };
  const page = await composePage(loaded, concerns ?? PAGE_CONCERNS);
  const [html] = await stamped(page, call.secrets?.formToken);
  return { status: page.status, html, scriptHashes: page.scriptHashes, asked, degraded: loaded.degraded };
}

export default {
  async fetch(request: Request, env: AddressViewBindings): Promise<Response> {
    if (new URL(request.url).pathname === '/address-view') return Response.json(await addressView(env, await request.json()));
    const call = (await request.json()) as ComposeCall;
    try {
      return Response.json(await composed(call));
    } catch (err) {
      const e = err as Error;
      return Response.json({ error: e.message, name: e.name }, { status: 500 });
    }
  },
};
