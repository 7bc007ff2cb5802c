/**
 * The page composition in workerd, for Jest: the harness Worker (composeHarness.ts) bundled by
 * wrangler once per run (globalSetup.ts), in one Miniflare per test file.
 */
import { Miniflare } from 'miniflare';
import { bundleWorker, productionConfig, workerModule } from '../local/edge';
import type { AddressViewAsk, AddressViewResult, Composed, HostRelease, PageConfig, RemoteRelease } from '../worker/pages/composition';

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
  /** What each release's renderer answers, by view key (none: it answers nothing, the published view stands). */
  addressViews?: Record<string, AddressViewResult>;
}

/** What the harness answers: the composition (with the renderers asked, and whether it is kept), or the error composePage threw. */
export type ComposeAnswer = (Composed & { asked?: AddressViewAsk[]; degraded?: boolean }) | { error: string; name: string };

export async function startComposer() {
  const scriptPath = process.env.MARS_COMPOSE_BUNDLE ?? (await bundleWorker({ config: `${import.meta.dirname}/composeHarness.jsonc` }));
  const mf = new Miniflare({
    ...workerModule(scriptPath),
    compatibilityDate: productionConfig().compatibility_date,
    r2Buckets: { RELEASES: 'releases-under-test' },
    workerLoaders: { VIEW_RENDERERS: {} },
  });
  return {
    /** A release's view renderer run from the store as a page runs it (worker/pages/addressViews.ts). */
    async addressView(ask: AddressViewAsk): Promise<AddressViewResult> {
      const res = await mf.dispatchFetch('http://compose.test/address-view', { method: 'POST', body: JSON.stringify(ask) });
      return (await res.json()) as AddressViewResult;
    },
    /** Writes one file of a release into the store, under the key the store gives it (releases/store.ts, releaseKey). */
    async putReleaseFile(app: string, id: string, file: string, body: string): Promise<void> {
      // The R2 binding as Miniflare hands it to Node (its type names the Workers runtime's, not this program's).
      const bucket = (await mf.getR2Bucket('RELEASES')) as unknown as { put(key: string, body: string): Promise<unknown> };
      await bucket.put(`releases/${app}/${id}/${file}`, body);
    },
    async compose(call: ComposeCall): Promise<ComposeAnswer> {
      const res = await mf.dispatchFetch('http://compose.test/', { method: 'POST', body: JSON.stringify(call) });
      return (await res.json()) as ComposeAnswer;
    },
    dispose: () => mf.dispose(),
  };
}
