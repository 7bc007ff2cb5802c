/**
 * Before the local site starts anything: every port it is about to listen on must be free. A port
 * something else already answers on — most often a `pnpm start` still running in another terminal —
 * is refused in one line that names it and what to stop, instead of the site half-starting beside
 * it (or, for a service, quietly using someone else's: a demo API with another database).
 */
import net from 'node:net';

/** A port the site needs: what it is for, and what is likely to hold it when it is taken. */
export interface NeededPort {
  port: number;
  /** "the host" */
  role: string;
  /** "a `pnpm start` still running?" */
  likely: string;
}

/** Whether something accepts connections on the port, on either loopback address. */
function answers(port: number): Promise<boolean> {
  const on = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return Promise.all([on('127.0.0.1'), on('::1')]).then(([v4, v6]) => v4 || v6);
}

/** 3000, 3001, 3002, 9099 → "3000-3002, 9099". */
const spans = (ports: number[]): string =>
  [...ports]
    .sort((a, b) => a - b)
    .reduce<number[][]>((runs, p) => {
      const last = runs.at(-1);
      if (last && p === (last.at(-1) as number) + 1) last.push(p);
      else runs.push([p]);
      return runs;
    }, [])
    .map((run) => (run.length > 1 ? `${run[0]}-${run.at(-1)}` : String(run[0])))
    .join(', ');

/**
 * Returns when every port is free; else throws one line: "port 3000 is in use (the host: a `pnpm
 * start` still running?): stop it and run again", or for several "ports 3000-3005, 9099 are in use
 * (…)" — a whole site left running is one line, not twelve.
 */
export async function refuseTakenPorts(needed: NeededPort[]): Promise<void> {
  const taken = (await Promise.all(needed.map(async (n) => ((await answers(n.port)) ? n : null)))).filter((n) => n !== null);
  const [only] = taken;
  if (!only) return;
  if (taken.length === 1) throw new Error(`port ${only.port} is in use (${only.role}: ${only.likely}): stop it and run again`);
  const likely = [...new Set(taken.map((n) => n.likely))].join(' or ');
  throw new Error(`ports ${spans(taken.map((n) => n.port))} are in use (${likely}): stop what holds them and run again`);
}
