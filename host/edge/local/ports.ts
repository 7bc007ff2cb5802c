/**
 * Before the local site starts anything: every port it is about to listen on must be free. A port
 * something else already answers on — most often a `pnpm start` still running in another terminal —
 * is refused in one line that names it and what to stop, instead of the site half-starting beside
 * it (or, for a service, quietly using someone else's: a demo API with another database).
 */
import net from 'node:net';

/** A port the site needs, and what usually holds it when it is taken. */
export interface NeededPort {
  port: number;
  /** What it is for, and the likely holder: "the host (a `pnpm start` still running?)". */
  holder: string;
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

/** Throws one line per taken port ("port 3000 is in use (…): stop it and run again"), or returns. */
export async function refuseTakenPorts(needed: NeededPort[]): Promise<void> {
  const taken = (await Promise.all(needed.map(async (n) => ((await answers(n.port)) ? n : null)))).filter((n) => n !== null);
  if (taken.length) throw new Error(taken.map((n) => `port ${n.port} is in use (${n.holder}): stop it and run again`).join('\n'));
}
