/**
 * A Worker that runs the edge's page composition (worker/pages/composePage.ts) on what a test sends:
 * POST a request's URL, the config, the host release (its page, routes, first views) and each
 * remote's release (null: it cannot be read); the answer is what composePage returns, or the error
 * it threw (`{ error, name }`). The tests' own, never deployed (composeHarness.jsonc).
 */
import { composePage, type HostRelease, type PageConfig, type RemoteRelease } from '../worker/pages/composePage';

interface ComposeCall {
  url: string;
  config: PageConfig;
  host: HostRelease;
  releases: Record<string, RemoteRelease | null>;
  secrets?: { formToken?: string };
  configUrl?: string;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const call = (await request.json()) as ComposeCall;
    try {
      const composed = await composePage({
        url: new URL(call.url),
        config: call.config,
        host: call.host,
        remoteRelease: async (name) => call.releases[name] ?? null,
        ...(call.secrets ? { secrets: call.secrets } : {}),
        ...(call.configUrl ? { configUrl: call.configUrl } : {}),
      });
      return Response.json(composed);
    } catch (err) {
      const e = err as Error;
      return Response.json({ error: e.message, name: e.name }, { status: 500 });
    }
  },
};
