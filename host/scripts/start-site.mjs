#!/usr/bin/env node
/**
 * `pnpm start`: builds every app for production, publishes each build as a release on the local
 * CDN folder and makes it live (shared/cdn/releases.mjs), and serves each app on its own origin
 * like its CDN would, plus the local services (Firebase Auth emulator, demo API with its embedded
 * database). Ends with one `ready: http://localhost:3000` line; Ctrl-C stops everything.
 * While it runs, `pnpm release|promote|rollback <app>` change what the site serves on the next load.
 *
 *   --no-build           release and serve the existing dist/ folders
 *   --dev                dev servers instead (HMR for the host, live reload for remotes)
 *   --control-port N     tests only: a loopback HTTP endpoint to stop, start or hang one remote
 *   --skip a,b           do not start these services (auth-emulator, demo-api)
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { APPS, localRuntimeConfig, originOf, REMOTES, ROOT } from '../../shared/cdn/apps.mjs';
import { serveHostFromCdn, serveRemoteFromCdn } from '../../shared/cdn/cdn-server.mjs';
import { promote, publishRelease } from '../../shared/cdn/releases.mjs';
import { SERVICES } from './services.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const skip = new Set((value('--skip') ?? '').split(',').filter(Boolean));

const children = new Set();
const servers = new Map();

function run(cmd, argv, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: ROOT, stdio: opts.stdio ?? 'inherit', env: { ...process.env, ...opts.env } });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(' ')} exited with ${code}`));
    });
  });
}

async function buildAll() {
  const apps = Object.entries(APPS);
  for (const [i, [, app]] of apps.entries()) {
    const started = Date.now();
    process.stdout.write(`[${i + 1}/${apps.length}] building ${app.dir} ... `);
    await run('pnpm', ['--filter', `./${app.dir}`, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** This run's builds become the live releases (an unchanged build keeps its release id). */
async function releaseAll() {
  for (const name of Object.keys(APPS)) {
    const r = await publishRelease(name);
    const p = await promote(name, r.id);
    console.log(`  release ${name.padEnd(9)} ${r.id}${p.changed ? ' (now live)' : ''}`);
  }
}

async function startApp(name) {
  servers.set(name, await (name === 'host' ? serveHostFromCdn(localRuntimeConfig()) : serveRemoteFromCdn(name)));
}

function stopServer(name) {
  const server = servers.get(name);
  servers.delete(name);
  if (!server) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/** A server that accepts connections and never answers: what a hung CDN edge looks like. */
async function hang(name) {
  await stopServer(name);
  const server = createServer(() => {});
  await new Promise((resolve) => server.listen(APPS[name].port, '127.0.0.1', resolve));
  servers.set(name, server);
}

let ready = false;

function startControl(port) {
  const server = createServer(async (req, res) => {
    if (req.url === '/ready') {
      res.writeHead(ready ? 200 : 503).end();
      return;
    }
    const svc = req.url?.match(/^\/services\/([\w-]+)\/(stop|start)$/);
    const service = svc && SERVICES.find((s) => s.name === svc[1]);
    if (req.method === 'POST' && service) {
      try {
        if (svc[2] === 'stop') await service.stop();
        else await service.start({ dev: false });
        res.writeHead(204).end();
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
      return;
    }
    const m = req.url?.match(/^\/remotes\/(\w+)\/(stop|start|hang)$/);
    if (req.method !== 'POST' || !m || !REMOTES.includes(m[1])) {
      res.writeHead(404).end();
      return;
    }
    const [, name, action] = m;
    try {
      if (action === 'stop') await stopServer(name);
      if (action === 'hang') await hang(name);
      if (action === 'start') {
        await stopServer(name);
        await startApp(name);
      }
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function shutdown(code = 0) {
  for (const name of [...servers.keys()]) await stopServer(name);
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(SERVICES.map((s) => s.stop?.()));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const services = SERVICES.filter((s) => !skip.has(s.name));
  if (flag('--dev')) {
    await Promise.all(services.map((s) => s.start({ dev: true })));
    console.log('dev servers: host with HMR, remotes with live reload');
    await Promise.all(Object.values(APPS).map((a) => run('pnpm', ['--filter', `./${a.dir}`, 'run', 'dev'])));
  } else {
    const control = value('--control-port');
    if (control) await startControl(Number(control));
    if (!flag('--no-build')) await buildAll();
    await releaseAll();
    // Services and remotes first, the host last: once the site answers, everything behind it does.
    await Promise.all([...services.map((s) => s.start({ dev: false })), ...REMOTES.map(startApp)]);
    for (const name of REMOTES) console.log(`  ${APPS[name].dir.padEnd(17)} ${originOf(name)}`);
    await startApp('host');
    ready = true;
    console.log(`ready: ${originOf('host')}`);
  }
} catch (err) {
  console.error(`start failed: ${err instanceof Error ? err.message : err}`);
  await shutdown(1);
}
