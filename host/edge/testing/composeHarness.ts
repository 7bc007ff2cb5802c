/**
 * A Worker that runs the edge's page composition (worker/pages/composePage.ts) on what a test sends:
 * POST a request's URL, the config, the host release (its page, routes, first views) and each
 * remote's release (null: it cannot be read); the answer is what composePage returns, or the error
 * it threw (`{ error, name }`). `concerns` names the page concerns to compose with (default: the
 * registered ones, worker/pages/concerns/index.ts), so each can be tested alone. The tests' own,
 * never deployed (composeHarness.jsonc).
 */

import { composePage } from '../worker/pages/composePage';
import type { HostRelease, PageConfig, RemoteRelease } from '../worker/pages/composition';
import type { Concern } from '../worker/pages/concerns/concern';
import { country } from '../worker/pages/concerns/country';
import { head } from '../worker/pages/concerns/head';
import { PAGE_CONCERNS } from '../worker/pages/concerns/index';
import { lateLoads } from '../worker/pages/concerns/lateLoads';
import { navigation } from '../worker/pages/concerns/navigation';
import { slots } from '../worker/pages/concerns/slots';
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
}

export default {
  async fetch(request: Request): Promise<Response> {
    const call = (await request.json()) as ComposeCall;
    try {
      const concerns = call.concerns?.map((name) => {
        const concern = CONCERNS[name];
        if (!concern) throw new Error(`no page concern "${name}"`);
        return concern;
      });
      const composed = await composePage(
        {
          url: new URL(call.url),
          ...(call.query !== undefined ? { query: call.query } : {}),
          config: call.config,
          host: call.host,
          remoteRelease: async (name) => call.releases[name] ?? null,
          ...(call.secrets ? { secrets: call.secrets } : {}),
          ...(call.configUrl ? { configUrl: call.configUrl } : {}),
        },
        concerns ?? PAGE_CONCERNS,
      );
      return Response.json(composed);
    } catch (err) {
      const e = err as Error;
      return Response.json({ error: e.message, name: e.name }, { status: 500 });
    }
  },
};
