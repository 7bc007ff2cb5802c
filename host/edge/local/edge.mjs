/**
 * The edge on this machine: the same Worker (../worker.mjs) in workerd, through Miniflare, with the
 * bindings and compatibility date of the production config (../wrangler.jsonc), R2 and the Durable
 * Object persisted under the CDN folder (`.cdn/` by default, MARS_CDN_DIR to change it), and local
 * values for the variables and secrets. `pnpm start`, `pnpm --filter <app> serve`, the e2e suites and
 * the bench all run it. Node-only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parse as parseJsonc } from 'jsonc-parser';
import { Miniflare } from 'miniflare';
import { LOCAL_FORM_TOKEN_SECRET } from '../../../shared/src/formToken/formToken.mjs';
import { APPS, localRuntimeConfig, originOf } from '../apps.mjs';
import { policyFrom } from '../canary/verdict.mjs';
import { cdnDir, localDeployTokens } from './deployTokens.mjs';

export { cdnDir, localDeployTokens };

/** The production config (wrangler.jsonc): one declaration of the worker's bindings for both runtimes. */
export function productionConfig() {
  return parseJsonc(readFileSync(path.join(import.meta.dirname, '../wrangler.jsonc'), 'utf8'));
}

/** The production config's bindings and date, in Miniflare's words. */
export function workerOptions(config = productionConfig()) {
  return {
    compatibilityDate: config.compatibility_date,
    r2Buckets: Object.fromEntries(config.r2_buckets.map((b) => [b.binding, b.bucket_name])),
    durableObjects: Object.fromEntries(config.durable_objects.bindings.map((b) => [b.name, b.class_name])),
    d1Databases: Object.fromEntries(config.d1_databases.map((b) => [b.binding, b.database_name])),
  };
}

/** The worker as one ES module (wrangler bundles it the same way for production). */
export async function bundleWorker() {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, '../worker.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: ['cloudflare:*'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * Starts the edge.
 * @param {object} o
 * @param {string} [o.dir] the CDN folder
 * @param {{ app: string, port: number }[]} o.sockets where each app's origin listens (its own port)
 * @param {Record<string, string>} [o.origins] each app's public origin (default: localhost and its port)
 * @param {object} [o.runtimeConfig] the run-time config without remotes
 */
export async function startEdge({ dir = cdnDir(), sockets, origins, runtimeConfig = localRuntimeConfig() }) {
  const script = await bundleWorker();
  const { remotes: _remotes, ...baseConfig } = runtimeConfig;
  // The canary policy: production's, or MARS_CANARY_POLICY (JSON) for a run with other thresholds.
  const policy = policyFrom(process.env.MARS_CANARY_POLICY ?? productionConfig().vars.CANARY_POLICY);
  const mf = new Miniflare({
    workers: [
      {
        name: 'edge',
        modules: true,
        script,
        ...workerOptions(),
        bindings: {
          ORIGINS: origins ?? Object.fromEntries(Object.keys(APPS).map((app) => [app, originOf(app)])),
          RUNTIME_CONFIG: baseConfig,
          DEPLOY_TOKENS: localDeployTokens(dir),
          FORM_TOKEN_SECRET: process.env.FORM_TOKEN_SECRET || LOCAL_FORM_TOKEN_SECRET,
          CANARY_POLICY: policy,
          // A whole test suite's browsers share one address here: the suite raises the per-client limit.
          ...(process.env.MARS_RUM_PER_CLIENT ? { RUM_PER_CLIENT_PER_MINUTE: process.env.MARS_RUM_PER_CLIENT } : {}),
        },
        unsafeDirectSockets: sockets.map(({ port }) => ({ host: '127.0.0.1', port })),
      },
    ],
    r2Persist: path.join(dir, 'r2'),
    durableObjectsPersist: path.join(dir, 'do'),
    d1Persist: path.join(dir, 'd1'),
  });
  await mf.ready;
  // What the Cron Trigger does in production: the canary verdicts, every policy interval.
  const worker = await mf.getWorker('edge');
  const verdicts = setInterval(() => {
    worker.scheduled({ scheduledTime: new Date(), cron: '* * * * *' }).catch((err) => console.error(`[edge] verdict job: ${err.message}`));
  }, policy.intervalMs);
  verdicts.unref();
  return {
    mf,
    policy,
    dispose: () => {
      clearInterval(verdicts);
      return mf.dispose();
    },
  };
}
