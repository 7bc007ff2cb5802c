/**
 * `pnpm start` (`mars-edge start`): builds every app for production, starts the edge (the Worker as
 * production bundles it, in workerd: edge.ts) with each app on its own origin, publishes each build
 * as a release through the edge's deploy API and makes it live, and starts the local services
 * (Firebase Auth emulator, demo API with its embedded database). Ends with one
 * `ready: http://localhost:3000` line; Ctrl-C stops everything. While it runs, `pnpm
 * release|promote|rollback <app>` change what the site serves on the next request.
 *
 *   --no-build           release and serve the existing dist/ folders
 *   --dev                dev servers instead (HMR for the host, live reload for remotes)
 *   --control-port N     tests only: a loopback HTTP endpoint to stop, start or hang one remote's
 *                        origin (each remote origin is then a plain TCP pipe into the edge, which
 *                        the control closes or stalls) or a service, to change a release's
 *                        file in the store (integrity tests), to run the edge without its
 *                        releases' view renderers (an edge from before them), to run the daily
 *                        prune as of a later date (POST /prune?at=<date>) or to read the stored
 *                        real-visitor views and events (GET /rum?since=<ms>) (retention tests)
 *   --skip a,b           do not start these services (auth-emulator, demo-api)
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { fstatSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { APPS, type AppName, localOrigin, REMOTE_NAMES } from '@mars/shared/apps';
import { deployThrough, promote, publishRelease } from '../client/deployClient';
import { ROOT } from './apps';
import { type LocalEdge, startEdge } from './edge';
import { type NeededPort, refuseTakenPorts } from './ports';
import { SERVICE_PORTS, SERVICES, type Service } from './services';

const children = new Set<ChildProcess>();
let edge: LocalEdge | null = null;

function run(cmd: string, argv: string[], opts: { stdio?: 'inherit' | ('ignore' | 'inherit')[]; env?: Record<string, string> } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: ROOT, stdio: opts.stdio ?? 'inherit', env: { ...process.env, ...opts.env } });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(' ')} exited with ${code}`));
    });
  });
}

async function buildAll() {
  const apps = Object.values(APPS);
  for (const [i, app] of apps.entries()) {
    const started = Date.now();
    process.stdout.write(`[${i + 1}/${apps.length}] building ${app.dir} ... `);
    await run('pnpm', ['--filter', `./${app.dir}`, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** This run's builds become the live releases (an unchanged build keeps its release id). */
async function releaseAll() {
  for (const name of Object.keys(APPS) as AppName[]) {
    const r = await publishRelease(name);
    const p = await promote(name, r.id);
    console.log(`  release ${name.padEnd(9)} ${r.id}${p.changed ? ' (now live)' : ''}`);
  }
}

/**
 * Tests only: a remote's origin as a TCP pipe into the edge's socket for it, so the control can
 * really stop it (connections refused) or hang it (accepted, never answered). Nothing HTTP here.
 */
const INTERNAL_PORT_OFFSET = 10_000;
const pipes = new Map<string, { server: net.Server; sockets: Set<net.Socket> }>();
function openPipe(name: AppName, mode: 'pipe' | 'hang' = 'pipe') {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'hang') return;
    const upstream = net.connect(APPS[name].port + INTERNAL_PORT_OFFSET, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    // No Nagle delay on either side: a relayed answer would otherwise wait ~40 ms for its ACK.
    socket.setNoDelay(true);
    upstream.setNoDelay(true);
    socket.pipe(upstream).pipe(socket);
  });
  pipes.set(name, { server, sockets });
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(APPS[name].port, '127.0.0.1', resolve);
  });
}
async function closePipe(name: string) {
  const pipe = pipes.get(name);
  pipes.delete(name);
  if (!pipe) return;
  for (const s of pipe.sockets) s.destroy();
  await new Promise<void>((resolve) => pipe.server.close(() => resolve()));
}

let ready = false;

/** Every port this run listens on, with what is likely to hold it when it is taken (see ports.ts). */
function portsNeeded(control: number | null, services: Service[]): NeededPort[] {
  const site = 'a `pnpm start` still running?';
  const tests = 'a Playwright run or `pnpm bench` still going?';
  return [
    ...Object.entries(APPS).map(([app, { port }]) => ({ port, role: app === 'host' ? 'the host' : `the ${app} remote`, likely: site })),
    ...services.map((s) => ({ port: SERVICE_PORTS[s.name as keyof typeof SERVICE_PORTS], role: `the ${s.name}`, likely: site })),
    ...(control === null
      ? []
      : [
          { port: control, role: 'the test control port', likely: tests },
          ...REMOTE_NAMES.map((name) => ({
            port: APPS[name].port + INTERNAL_PORT_OFFSET,
            role: `the ${name} remote behind the test control`,
            likely: tests,
          })),
        ]),
  ];
}

function startControl(port: number) {
  const server = createHttpServer(async (req, res) => {
    if (req.url === '/ready') {
      res.writeHead(ready ? 200 : 503).end();
      return;
    }
    const svc = req.url?.match(/^\/services\/([\w-]+)\/(stop|start)$/);
    const service = svc && SERVICES.find((s) => s.name === svc[1]);
    if (req.method === 'POST' && svc && service) {
      try {
        if (svc[2] === 'stop') await service.stop();
        else await service.start({ dev: false });
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
      return;
    }
    // A file of a release changed in the store, as a compromised bucket would (integrity tests);
    // `?code=` appends that JavaScript, so a test can tell whether the changed file ever ran.
    const t = req.url?.match(/^\/tamper\/(\w+)\/([\w.-]+)\/([\w./-]+)(?:\?code=(.*))?$/);
    if (req.method === 'POST' && t && edge) {
      // The R2 binding as Miniflare hands it to Node.
      const bucket = (await edge.mf.getR2Bucket('RELEASES')) as unknown as {
        get(key: string): Promise<{ text(): Promise<string> } | null>;
        put(key: string, body: string): Promise<unknown>;
      };
      const key = `releases/${t[1]}/${t[2]}/${t[3]}`;
      const object = await bucket.get(key);
      if (!object) {
        res.writeHead(404).end(`no ${key}`);
        return;
      }
      const code = t[4] ? `;${decodeURIComponent(t[4])};` : '';
      await bucket.put(key, `${await object.text()}\n/* changed in the store */${code}\n`);
      res.writeHead(204).end();
      return;
    }
    // The edge as one from before releases' view renderers (worker/pages/addressViews.ts), and back.
    const renderers = req.url?.match(/^\/edge\/view-renderers\/(on|off)$/);
    if (req.method === 'POST' && renderers && edge) {
      await edge.viewRenderers(renderers[1] === 'on');
      res.writeHead(204).end();
      return;
    }
    // What the real-visitor collector stored since `since` (ms): each page view with its events. A
    // browser driven without a page-error hook (WebKit's WebDriver) is checked for uncaught errors so.
    const rum = req.url?.match(/^\/rum\?since=(\d+)$/);
    if (req.method === 'GET' && rum && edge) {
      const db = (await edge.mf.getD1Database('RUM')) as unknown as {
        prepare(sql: string): { bind(...v: unknown[]): { all(): Promise<{ results: unknown[] }> } };
      };
      const sql = `SELECT v.view, v.path, v.composition, e.kind, e.remote, e.message FROM rum_views v
                   LEFT JOIN rum_events e ON e.view = v.view WHERE v.at >= ?1 ORDER BY v.at`;
      const rows = await db
        .prepare(sql)
        .bind(Number(rum[1]))
        .all()
        .then(
          (r) => r.results,
          () => [],
        );
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
      return;
    }
    // The daily Cron Trigger's prune, run now as of `at` (its trigger time): a month on, in a test.
    const prune = req.url?.match(/^\/prune(?:\?at=([\w:.%-]+))?$/);
    if (req.method === 'POST' && prune && edge) {
      const at = prune[1] ? new Date(decodeURIComponent(prune[1])) : new Date();
      if (Number.isNaN(at.getTime())) res.writeHead(400).end('at: not a date');
      else
        await edge.prune(at).then(
          () => res.writeHead(204).end(),
          (err: unknown) => res.writeHead(500).end(String(err)),
        );
      return;
    }
    const m = req.url?.match(/^\/remotes\/(\w+)\/(stop|start|hang)$/);
    const name = m?.[1] as AppName | undefined;
    if (req.method !== 'POST' || !m || !name || !REMOTE_NAMES.includes(name as (typeof REMOTE_NAMES)[number])) {
      res.writeHead(404).end();
      return;
    }
    const action = m[2];
    try {
      await closePipe(name);
      if (action !== 'stop') await openPipe(name, action === 'hang' ? 'hang' : 'pipe');
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

async function shutdown(code = 0): Promise<never> {
  // Services and builds first: Miniflare ends the process on a signal as soon as its runtime is down.
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(SERVICES.map((s) => s.stop()));
  for (const name of [...pipes.keys()]) await closePipe(name);
  await edge?.dispose().catch(() => {});
  process.exit(code);
}
// Whatever ends this process (a signal Miniflare handles, an error) ends what it started.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  for (const service of SERVICES) service.signal();
});

/**
 * A site started by a test runner ends with it. Playwright's webServer hands the site a pipe for
 * stdin; when the runner is gone — finished, or killed without cleaning up — the pipe ends, and so
 * does the site, instead of staying on the fixed ports for the next run to meet. Only with the
 * control port (tests), and only for a pipe: a terminal (`pnpm start`) or /dev/null (the bench,
 * which stops its site itself) never ends this way.
 */
function endWithTheRunner(): void {
  const stdin = fstatSync(0);
  if (!stdin.isFIFO() && !stdin.isSocket()) return;
  process.stdin.on('error', () => {});
  process.stdin.on('end', () => {
    console.error('the test runner that started this site is gone: stopping');
    void shutdown(0);
  });
  process.stdin.resume();
}

export async function startSite(args: string[]): Promise<void> {
  // Strict: an option it does not know is refused (the CLI says what it accepts), not silently ignored.
  const { values: options } = parseArgs({
    args,
    options: {
      'no-build': { type: 'boolean' },
      dev: { type: 'boolean' },
      skip: { type: 'string' },
      'control-port': { type: 'string' },
    },
  });
  const flag = (name: '--dev' | '--no-build') => Boolean(options[name.slice(2) as 'dev' | 'no-build']);
  const skip = new Set((options.skip ?? '').split(',').filter(Boolean));
  const control = options['control-port'];
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  try {
    const services = SERVICES.filter((s) => !skip.has(s.name));
    if (flag('--dev')) {
      await Promise.all(services.map((s) => s.start({ dev: true })));
      console.log('dev servers: host with HMR, remotes with live reload');
      await Promise.all(Object.values(APPS).map((a) => run('pnpm', ['--filter', `./${a.dir}`, 'run', 'dev'])));
      return;
    }
    await refuseTakenPorts(portsNeeded(control ? Number(control) : null, services));
    if (control) endWithTheRunner();
    if (control) await startControl(Number(control));
    if (!flag('--no-build')) await buildAll();
    // Each app on its own origin; with the control port, remote origins go through pipes it can cut.
    const sockets = Object.entries(APPS).map(([app, { port }]) => ({
      app,
      port: control && app !== 'host' ? port + INTERNAL_PORT_OFFSET : port,
    }));
    const [started] = await Promise.all([startEdge({ sockets }), ...services.map((s) => s.start({ dev: false }))]);
    const local = started as LocalEdge;
    edge = local;
    if (control) for (const name of REMOTE_NAMES) await openPipe(name);
    deployThrough(local.dispatch);
    await releaseAll();
    for (const name of REMOTE_NAMES) console.log(`  ${APPS[name].dir.padEnd(17)} ${localOrigin(name)}`);
    ready = true;
    console.log(`ready: ${localOrigin('host')} (edge: workerd)`);
  } catch (err) {
    console.error(`start failed: ${err instanceof Error ? err.message : err}`);
    await shutdown(1);
  }
}
