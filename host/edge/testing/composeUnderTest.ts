/**
 * The page composition in workerd, for Jest: the harness Worker (composeHarness.ts) bundled by
 * wrangler once per run (globalSetup.ts), in one Miniflare per test file.
 */
import { Miniflare } from 'miniflare';
import { bundleWorker, productionConfig, workerModule } from '../local/edge';
import type { Composed, HostRelease, PageConfig, RemoteRelease } from '../worker/pages/composition';

export interface ComposeCall {
  url: string;
  /** The page's own query (without the edge's QA override); the URL's by default. */
  query?: string;
  config: PageConfig;
  host: HostRelease;
  releases: Record<string, RemoteRelease | null | undefined>;
  secrets?: { formToken?: string };
  configUrl?: string;
  /** The page concerns to compose with, by name (default: the registered ones). */
  concerns?: string[];
}

/** What the harness answers: the composition, or the error composePage threw. */
export type ComposeAnswer = Composed | { error: string; name: string };

export async function startComposer() {
  const scriptPath = process.env.MARS_COMPOSE_BUNDLE ?? (await bundleWorker({ config: `${import.meta.dirname}/composeHarness.jsonc` }));
  const mf = new Miniflare({ ...workerModule(scriptPath), compatibilityDate: productionConfig().compatibility_date });
  return {
    async compose(call: ComposeCall): Promise<ComposeAnswer> {
      const res = await mf.dispatchFetch('http://compose.test/', { method: 'POST', body: JSON.stringify(call) });
      return (await res.json()) as ComposeAnswer;
    },
    dispose: () => mf.dispose(),
  };
}
