/**
 * The edge on this machine: the Worker exactly as production bundles it (`wrangler deploy --dry-run`,
 * the same command `pnpm build` runs in CI), run in workerd through Miniflare with the bindings and
 * compatibility date of the production config (../wrangler.jsonc), R2, D1 and the Durable Object
 * persisted under the CDN folder (`.cdn/` by default, MARS_CDN_DIR to change it), and local values
 * for the variables and secrets. `pnpm start`, `serve`, the tests, the e2e suites and the bench all
 * run it. Node-only.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { APPS, localOrigin } from '@mars/shared/apps';
import { LOCAL_FORM_TOKEN_SECRET } from '@mars/shared/form-token';
import { parse as parseJsonc } from 'jsonc-parser';
import { Miniflare } from 'miniflare';
import { policyFrom } from '../worker/canary/verdict';
import { PRUNE_CRON, retentionPolicyFrom } from '../worker/releases/retentionPolicy';
import { localRuntimeConfig } from './apps';
import { cdnDir, localDeployTokens } from './deployTokens';

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
export const WRANGLER_CONFIG = path.join(PACKAGE_DIR, 'wrangler.jsonc');

/** What the edge reads of wrangler.jsonc. */
interface WranglerConfig {
  compatibility_date: string;
  r2_buckets: { binding: string; bucket_name: string }[];
  durable_objects: { bindings: { name: string; class_name: string }[] };
  d1_databases: { binding: string; database_name: string }[];
  worker_loaders?: { binding: string }[];
  vars: Record<string, unknown>;
}

/** The production config (wrangler.jsonc): one declaration of the worker's bindings for both runtimes. */
export function productionConfig(): WranglerConfig {
  return parseJsonc(readFileSync(WRANGLER_CONFIG, 'utf8'));
}

/** The production config's bindings and date, in Miniflare's words. */
export function workerOptions(config = productionConfig()) {
  return {
    compatibilityDate: config.compatibility_date,
    r2Buckets: Object.fromEntries(config.r2_buckets.map((b) => [b.binding, b.bucket_name])),
    durableObjects: Object.fromEntries(config.durable_objects.bindings.map((b) => [b.name, b.class_name])),
    d1Databases: Object.fromEntries(config.d1_databases.map((b) => [b.binding, b.database_name])),
    workerLoaders: Object.fromEntries((config.worker_loaders ?? []).map((b) => [b.binding, {}])),
  };
}

const wranglerBin = () => createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');

/**
 * Bundles a Worker as `wrangler deploy` would, without deploying (`--dry-run --outdir`): the
 * production Worker by default, or another entry with its own config (the tests' composition
 * harness). Returns the path of the bundle's module. About 1.5 s.
 */
export async function bundleWorker({
  outdir = mkdtempSync(path.join(tmpdir(), 'mars-edge-')),
  config = WRANGLER_CONFIG,
}: {
  outdir?: string;
  config?: string;
} = {}): Promise<string> {
  try {
    await promisify(execFile)(process.execPath, [wranglerBin(), 'deploy', '--dry-run', '--outdir', outdir, '--config', config], {
      cwd: path.dirname(config),
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
      maxBuffer: 1 << 24,
    });
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`wrangler could not bundle the edge (${config}):\n${stderr || stdout}`);
  }
  // Named after the config's `main` (index.js for the edge).
  const [bundle] = readdirSync(outdir).filter((f) => f.endsWith('.js'));
  if (!bundle) throw new Error(`wrangler wrote no bundle to ${outdir}`);
  return path.join(outdir, bundle);
}

/** The bundle the tests share (built once per run by jest's global setup: testing/globalSetup.ts), else a fresh one. */
export const workerBundle = async (): Promise<string> => process.env.MARS_EDGE_BUNDLE ?? bundleWorker();

/** A bundle as Miniflare's Worker module, named from its own folder (workerd allows no `..` in a module's name). */
export const workerModule = (scriptPath: string) => ({ modules: true as const, scriptPath, modulesRoot: path.dirname(scriptPath) });

/**
 * Starts the edge. `sockets`: where each app's origin listens (its own port); `origins`: each app's
 * public origin (default: localhost and its port); `runtimeConfig`: the run-time config without remotes.
 */
export async function startEdge({
  dir = cdnDir(),
  sockets,
  origins,
  runtimeConfig = localRuntimeConfig(),
}: {
  dir?: string;
  sockets: { app: string; port: number }[];
  origins?: Record<string, string>;
  runtimeConfig?: Record<string, unknown>;
}) {
  const { remotes: _remotes, ...baseConfig } = runtimeConfig;
  // The canary policy: production's, or MARS_CANARY_POLICY (JSON) for a run with other thresholds.
  const policy = policyFrom(process.env.MARS_CANARY_POLICY ?? productionConfig().vars.CANARY_POLICY);
  const edgeWorker = {
    name: 'edge',
    ...workerModule(await workerBundle()),
    ...workerOptions(),
    bindings: {
      ORIGINS: origins ?? Object.fromEntries(Object.keys(APPS).map((app) => [app, localOrigin(app as keyof typeof APPS)])),
      RUNTIME_CONFIG: baseConfig,
      DEPLOY_TOKENS: localDeployTokens(dir),
      FORM_TOKEN_SECRET: process.env.FORM_TOKEN_SECRET || LOCAL_FORM_TOKEN_SECRET,
      CANARY_POLICY: policy,
      // The retention policy: production's, or MARS_RETENTION_POLICY (JSON) for a run with another.
      RETENTION_POLICY: retentionPolicyFrom(process.env.MARS_RETENTION_POLICY ?? productionConfig().vars.RETENTION_POLICY),
      // A whole test suite's browsers share one address here: the suite raises the per-client limit.
      ...(process.env.MARS_RUM_PER_CLIENT ? { RUM_PER_CLIENT_PER_MINUTE: process.env.MARS_RUM_PER_CLIENT } : {}),
    },
    unsafeDirectSockets: sockets.map(({ port }) => ({ host: '127.0.0.1', port })),
  };
  const options = (worker: typeof edgeWorker) => ({
    workers: [worker],
    r2Persist: path.join(dir, 'r2'),
    durableObjectsPersist: path.join(dir, 'do'),
    d1Persist: path.join(dir, 'd1'),
  });
  const mf = new Miniflare(options(edgeWorker));
  await mf.ready;
  // What the Cron Trigger does in production: the canary verdicts, every policy interval (the worker
  // asked for each time: a restarted runtime has a new one). Miniflare's own type for it names the
  // Workers runtime's types, which are not this program's.
  type Scheduled = { scheduled(o: { scheduledTime: Date; cron: string }): Promise<unknown> };
  const verdicts = setInterval(() => {
    (mf.getWorker('edge') as unknown as Promise<Scheduled>)
      .then((worker) => worker.scheduled({ scheduledTime: new Date(), cron: '* * * * *' }))
      .catch((err: Error) => console.error(`[edge] verdict job: ${err.message}`));
  }, policy.intervalMs);
  verdicts.unref();
  // The daily Cron Trigger: the prune (worker/retention/prune.ts), once a day while the site runs.
  const prune = (at = new Date()) =>
    (mf.getWorker('edge') as unknown as Promise<Scheduled>).then((worker) => worker.scheduled({ scheduledTime: at, cron: PRUNE_CRON }));
  const daily = setInterval(() => prune().catch((err: Error) => console.error(`[edge] prune: ${err.message}`)), 24 * 3600_000);
  daily.unref();
  return {
    mf,
    policy,
    /**
     * Tests only: the edge with or without its Worker Loader — without it, it composes pages as an
     * edge from before releases' view renderers did (addressViews.ts). Restarts the runtime (its
     * storage is on disk and stays).
     */
    viewRenderers: (on: boolean) => mf.setOptions(options(on ? edgeWorker : { ...edgeWorker, workerLoaders: {} })),
    /** Runs the prune now, as of `at` (the test control's way to look a month ahead: the job's own clock is its trigger's time). */
    prune,
    /** A request straight into the runtime, no socket (the deploy client's way in when the host's origin has none). */
    dispatch: (url: string, init?: RequestInit) => mf.dispatchFetch(url, init as never) as unknown as Promise<Response>,
    dispose: () => {
      clearInterval(verdicts);
      clearInterval(daily);
      return mf.dispose();
    },
  };
}

export type LocalEdge = Awaited<ReturnType<typeof startEdge>>;
