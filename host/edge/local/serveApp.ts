/**
 * `pnpm --filter <app> serve` (`mars-edge serve <app>`): one app's production build on its own
 * origin, as the edge serves it (the same Worker in workerd as `pnpm start`): its dist/ is published
 * as a release in the local CDN folder and made live, and only that app's origin is opened. A host
 * served alone shows each remote slot's fallback; a remote alone serves its standalone page and its
 * release files.
 */

import { APPS, localOrigin } from '@mars/shared/apps';
import { appKey, deployThrough, promote, publishRelease } from '../client/deployClient';
import { startEdge } from './edge';

export async function serveApp(arg: string | undefined): Promise<void> {
  if (!arg) {
    console.error(
      `usage: mars-edge serve <${Object.values(APPS)
        .map((a) => a.dir)
        .join('|')}>`,
    );
    process.exit(2);
  }
  const app = appKey(arg);
  const edge = await startEdge({ sockets: [{ app, port: APPS[app].port }] });
  // The deploy API lives on the host's origin: reached straight through the local edge here.
  deployThrough(edge.dispatch);
  const release = await publishRelease(app);
  await promote(app, release.id);
  console.log(`${app}: ${localOrigin(app)} (release ${release.id}, edge: workerd)`);
  const stop = async () => {
    await edge.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
