/**
 * The edge's Worker in workerd (Miniflare), for Jest: the bundle `wrangler deploy` would upload
 * (built once per test run: globalSetup.ts), with in-memory R2 and Durable Object storage, reached
 * with `fetch` straight into the runtime (no sockets). Releases are published through the deploy
 * API, as the CLI does.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import { bundleWorker, workerBundle, workerModule, workerOptions } from '../local/edge';

import { POINTERS_LOCATION_KEY } from '../worker/releases/pointerState';
import { contentHash } from '../worker/releases/releaseId';
import { PRUNE_CRON } from '../worker/releases/retentionPolicy';

export const ORIGINS = {
  host: 'http://site.test',
  marketing: 'http://marketing.test',
  blog: 'http://blog.test',
} as const;
export type App = keyof typeof ORIGINS;
export const CANARY_POLICY_UNDER_TEST = { minSamples: 4, healthyForMs: 60_000 };
export const TOKENS: Record<App, string> = { host: 'host-token', marketing: 'marketing-token', blog: 'blog-token' };

export interface EdgeUnderTest {
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Publishes files as a release of `app` with its own token; returns the id. */
  publish(app: App, files: Record<string, string>, version?: string): Promise<string>;
  promote(app: App, id: string, token?: string): Promise<Response>;
  /** Every object key in the releases bucket. */
  keys(): Promise<string[]>;
  /** Rows in one of the real-visitor tables. */
  rumRows(table: 'rum_views' | 'rum_metrics' | 'rum_events'): Promise<number>;
  /** Rows in any table of the edge's database (0 before it exists). */
  rows(table: string): Promise<number>;
  /** Runs the Cron Trigger's job once (the canary verdicts). */
  verdicts(): Promise<void>;
  /** Runs the daily Cron Trigger once (the prune), as if it were `at` (default: now). */
  prune(at?: Date): Promise<void>;
  /** Overwrites one object in the releases bucket, as a compromised store would. */
  putObject(key: string, body: string): Promise<void>;
  /** Deletes one object from the releases bucket, as a mistaken cleanup would. */
  removeObject(key: string): Promise<void>;
  /** Forgets this location's copy of the live pointers (the Cache API), as a location that never had one. */
  forgetLocationCopy(): Promise<void>;
  /** Over a real socket (the Host header names the origin): a request the client can abandon, as a browser does. */
  socketFetch(url: string, init?: RequestInit): Promise<Response>;
  /** Everything workerd has printed so far (its own warnings as well as the Worker's console). */
  runtimeLog(): string;
  /**
   * Resolves once the background work (ctx.waitUntil) of every request so far has ended — the
   * verdict a report asked for, a refresh kept alive past its answer. Needs the test entry
   * (`{ faults: true }`: faultyEdge.ts).
   */
  settled(): Promise<void>;
  dispose(): Promise<void>;
}

const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/**
 * A remote's files as its build makes them: a manifest without its own `mars.integrity` gets the
 * digest of every JS and CSS file beside it (the promotion gate refuses a release without one).
 * A manifest that has one is left as it is.
 */
export function withIntegrityMap(files: Record<string, string>): Record<string, string> {
  const manifest = files['mf-manifest.json'];
  if (!manifest) return files;
  const json = JSON.parse(manifest);
  if (json.mars?.integrity) return files;
  const integrity = Object.fromEntries(
    Object.entries(files)
      .filter(([p]) => /\.(m?js|css)$/.test(p))
      .map(([p, c]) => [p, sri(c)]),
  );
  return { ...files, 'mf-manifest.json': JSON.stringify({ ...json, mars: { contract: '1.0.0', ...json.mars, integrity } }) };
}

/** The production Worker behind the storage-fault entry (faultyEdge.ts): built by the global setup, else now. */
const faultyBundle = async (): Promise<string> =>
  process.env.MARS_FAULTY_EDGE_BUNDLE ?? bundleWorker({ config: path.join(import.meta.dirname, 'faultyEdge.jsonc') });

/**
 * `bindings`: more or other bindings (POINTERS_READ_POLICY…); `faults`: the edge behind the
 * storage-fault entry (faultyEdge.ts: POST FAULTS_PATH), not the production bundle alone.
 */
export async function startEdgeUnderTest(bindings: Record<string, unknown> = {}, { faults = false } = {}): Promise<EdgeUnderTest> {
  // The production config's bindings and date (wrangler.jsonc), in-memory storage.
  let log = '';
  const mf = new Miniflare({
    ...workerModule(faults ? await faultyBundle() : await workerBundle()),
    ...workerOptions(),
    // workerd's own output, kept for tests that assert the runtime never warned (and still shown).
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      for (const [stream, out] of [
        [stdout, process.stdout],
        [stderr, process.stderr],
      ] as const) {
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          log += chunk;
          out.write(chunk);
        });
      }
    },
    bindings: {
      ORIGINS,
      RUNTIME_CONFIG: {
        publicOrigin: 'https://www.example.com',
        apiBase: 'https://api.example.com',
        firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-p' },
      },
      DEPLOY_TOKENS: TOKENS,
      FORM_TOKEN_SECRET: 'test secret',
      // Small numbers, so a handful of reports decide.
      CANARY_POLICY: CANARY_POLICY_UNDER_TEST,
      ...bindings,
    },
  });
  const fetchIn = (url: string, init?: RequestInit) => mf.dispatchFetch(url, init as never) as unknown as Promise<Response>;
  const deploy = (app: App, route: string, init: RequestInit & { token?: string } = {}) =>
    fetchIn(`${ORIGINS.host}/_edge/deploy/apps/${app}/${route}`, {
      ...init,
      headers: { ...(init.token === '' ? {} : { Authorization: `Bearer ${init.token ?? TOKENS[app]}` }), ...(init.headers ?? {}) },
    });
  const countRows = async (table: string) => {
    const db = (await mf.getD1Database('RUM')) as unknown as {
      prepare(sql: string): { first(): Promise<{ n: number } | null> };
    };
    try {
      return (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first())?.n ?? 0;
    } catch {
      return 0; // no table yet: nothing stored
    }
  };
  return {
    fetch: fetchIn,
    async publish(app, given, version = '1.0.0') {
      const files = withIntegrityMap(given);
      const list = Object.entries(files).map(([p, content]) => ({
        path: p,
        size: Buffer.byteLength(content),
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
      }));
      const id = `${version}-test-${await contentHash(list)}`;
      for (const f of list) {
        const res = await deploy(app, `releases/${id}/files/${f.path}`, {
          method: 'PUT',
          body: f.content,
          headers: { 'X-Content-SHA256': f.sha256 },
        });
        if (!res.ok) throw new Error(`upload ${f.path}: ${res.status} ${await res.text()}`);
      }
      const record = { version, commit: 'test', contract: '1.0.0', files: list.map(({ content: _c, ...f }) => f) };
      const res = await deploy(app, `releases/${id}`, { method: 'POST', body: JSON.stringify(record) });
      if (!res.ok) throw new Error(`publish: ${res.status} ${await res.text()}`);
      return id;
    },
    promote: (app, id, token) => deploy(app, 'promote', { method: 'POST', body: JSON.stringify({ id }), token }),
    async keys() {
      const bucket = (await mf.getR2Bucket('RELEASES')) as unknown as { list(): Promise<{ objects: { key: string }[] }> };
      return (await bucket.list()).objects.map((o) => o.key);
    },
    rows: (table) => countRows(table),
    rumRows: (table) => countRows(table),
    async verdicts() {
      const worker = (await mf.getWorker()) as unknown as { scheduled(o: { cron: string }): Promise<unknown> };
      await worker.scheduled({ cron: '* * * * *' });
    },
    async prune(at = new Date()) {
      const worker = (await mf.getWorker()) as unknown as { scheduled(o: { cron: string; scheduledTime: Date }): Promise<unknown> };
      await worker.scheduled({ cron: PRUNE_CRON, scheduledTime: at });
    },
    async putObject(key, body) {
      const bucket = (await mf.getR2Bucket('RELEASES')) as unknown as { put(key: string, body: string): Promise<unknown> };
      await bucket.put(key, body);
    },
    async removeObject(key) {
      const bucket = (await mf.getR2Bucket('RELEASES')) as unknown as { delete(key: string): Promise<void> };
      await bucket.delete(key);
    },
    async forgetLocationCopy() {
      const caches = (await mf.getCaches()) as unknown as { default: { delete(key: string): Promise<boolean> } };
      await caches.default.delete(POINTERS_LOCATION_KEY);
    },
    async socketFetch(url, init = {}) {
      const target = new URL(url);
      const socket = await mf.ready;
      return fetch(new URL(`${target.pathname}${target.search}`, socket), {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'MF-Original-URL': url },
      });
    },
    runtimeLog: () => log,
    async settled() {
      if (!faults) throw new Error('settled() needs the test entry: startEdgeUnderTest(bindings, { faults: true })');
      const res = await fetchIn(`${ORIGINS.host}/_edge/test/settled`, { method: 'POST' });
      if (res.status !== 204) throw new Error(`settled: HTTP ${res.status}`);
    },
    dispose: () => mf.dispose(),
  };
}

/** What a deploy call looks like with a given token ('' = none). */
export const deployCall = (edge: EdgeUnderTest, app: App, route: string, init: RequestInit, token: string) =>
  edge.fetch(`${ORIGINS.host}/_edge/deploy/apps/${app}/${route}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...((init.headers as Record<string, string>) ?? {}) },
  });
