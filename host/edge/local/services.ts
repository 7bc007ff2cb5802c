/**
 * Local services `pnpm start` runs next to the static servers: the Firebase Auth emulator
 * (remote-auth) and the demo API with its embedded database (remote-demo). Each has start() and stop().
 */

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, LOCAL_SERVICES, localOrigin } from '@mars/shared/apps';
import { FIREBASE_PROJECT_ID, ROOT } from './apps';
import { refuseTakenPorts } from './ports';

async function waitFor(url: string, timeoutMs: number, child: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** A local service `pnpm start` runs beside the apps. */
export interface Service {
  name: string;
  start(options?: { dev: boolean }): Promise<void>;
  /** Stops it and waits (up to 5 s) for it to exit. */
  stop(): Promise<void>;
  /** Asks it to stop, without waiting (for a process that is exiting). */
  signal(): void;
}

function service(
  name: string,
  {
    url,
    timeoutMs,
    command,
    args,
    cwd,
    env,
  }: { url: string; timeoutMs: number; command: string; args: string[]; cwd: string; env: Record<string, string> },
): Service {
  let child: ChildProcess | null = null;
  return {
    name,
    async start() {
      // Never someone else's: a service already answering here (another `pnpm start`'s, with its own
      // database or accounts) is refused, not used; `--skip <name>` is for running one of your own.
      await refuseTakenPorts([
        {
          port: Number(new URL(url).port),
          role: `the ${name}`,
          likely: `a \`pnpm start\` still running, or one of your own (then: --skip ${name})`,
        },
      ]);
      child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
      await waitFor(url, timeoutMs, child);
      console.log(`  ${name.padEnd(17)} ${new URL(url).origin}`);
    },
    signal() {
      if (child && child.exitCode === null) child.kill('SIGTERM');
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

const authDir = path.join(ROOT, APPS.auth.dir);
const demoDir = path.join(ROOT, APPS.demo.dir);

/** Each service's port (what startSite checks is free before it starts anything). */
export const SERVICE_PORTS = { 'auth-emulator': LOCAL_SERVICES.authEmulator, 'demo-api': LOCAL_SERVICES.demoApi } as const;

export const SERVICES: Service[] = [
  service('auth-emulator', {
    url: `http://127.0.0.1:${LOCAL_SERVICES.authEmulator}/`,
    timeoutMs: 90_000,
    command: path.join(authDir, 'node_modules/.bin/firebase'),
    args: ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID],
    cwd: authDir,
    // CI=true skips firebase-tools' update and news checks (no internet here).
    env: { CI: 'true' },
  }),
  service('demo-api', {
    url: `http://127.0.0.1:${LOCAL_SERVICES.demoApi}/healthz`,
    timeoutMs: 30_000,
    command: process.execPath,
    args: [path.join(demoDir, 'server/dist/server/src/main.js')],
    cwd: demoDir,
    env: {
      PORT: String(LOCAL_SERVICES.demoApi),
      DEMO_DATA_DIR: process.env.DEMO_DATA_DIR ?? path.join(demoDir, '.data/pglite'),
      CORS_ORIGINS: [localOrigin('host'), localOrigin('demo')].join(','),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  }),
];
