/**
 * What a page loads before any input, on the phone, and the same from the host's bench-only one-bundle
 * build of the same code (host/bench/monolith/rspack.config.ts), made the live host for the while.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { deployTokensFrom, listReleases, promote, publishRelease } from '../../host/edge/client/deployClient';
import { localDeployTokens } from '../../host/edge/local/deployTokens';
import type { Calibration } from './calibration.mts';
import { phonePage } from './phone.mts';
import { medians } from './stats.mts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const BYTES_PAGES = ['/', '/#demo', '/product/mars-hub', '/blog/what-is-edge-ai', '/privacy-policy'];
export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
type Options = { runs: number; pages: string[]; calibrate: () => Promise<Calibration> };

async function untouched(browser: Browser, url: string, cpu: Calibration) {
  const { page, close } = await phonePage(browser, cpu);
  const responses: { type: string; bytes: number }[] = [];
  page.on('requestfinished', async (req) => {
    const bytes = (await req.sizes().catch(() => null))?.responseBodySize ?? 0;
    responses.push({ type: req.url().endsWith('.js') ? 'script' : req.resourceType(), bytes });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(10_000); // what it loads before any input: a window, not a condition
  await close();
  const of = (...types: string[]) => responses.filter((r) => types.includes(r.type));
  const sum = (rs: typeof responses) => rs.reduce((s, r) => s + r.bytes, 0);
  return { requests: responses.length, jsBytes: sum(of('script')), jsFiles: of('script').length, mediaBytes: sum(of('image', 'media')) };
}

/** Each page `runs` times: the median of each figure. */
export async function pageBytes(browser: Browser, site: string, { runs, pages, calibrate }: Options) {
  const out: Record<string, Record<'requests' | 'jsBytes' | 'jsFiles' | 'mediaBytes', number>> = {};
  for (const path of pages) {
    const cpu = await calibrate();
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await untouched(browser, `${site}${path}`, cpu));
    const figures = medians(all, ['requests', 'jsBytes', 'jsFiles', 'mediaBytes']);
    console.log(`bytes ${path}: JS ${kb(figures.jsBytes)} in ${figures.jsFiles} files`);
    out[path] = figures;
  }
  return out;
}
export type PageBytes = Awaited<ReturnType<typeof pageBytes>>;

/** The pages' bytes from the one-bundle build, beside `federated`'s. */
export async function oneBundleBaseline(browser: Browser, site: string, federated: PageBytes, options: Options & { cdnDir: string }) {
  const build = ['--filter', 'host', 'exec', 'rspack', 'build', '-c', 'bench/monolith/rspack.config.ts'];
  if (spawnSync('pnpm', build, { cwd: ROOT, stdio: 'ignore' }).status !== 0) throw new Error('the one-bundle build failed');
  // The local site's token for each app (the deploy client takes none of this machine's by itself).
  deployTokensFrom((app) => localDeployTokens(options.cdnDir)[app]);
  const live = (await listReleases('host')).pointer?.current;
  if (!live) throw new Error('the one-bundle baseline: no live host release to come back to');
  const monolith = await publishRelease('host', { distDir: path.join(ROOT, 'host/node_modules/.monolith/dist') });
  await promote('host', monolith.id, { force: true });
  const single = await pageBytes(browser, site, options).finally(() => promote('host', live));
  return Object.fromEntries(
    Object.entries(single).map(([path, one]) => {
      const ratio = one.jsBytes ? Number(((federated[path]?.jsBytes ?? 0) / one.jsBytes).toFixed(2)) : null; // none: a page of text
      console.log(`one bundle ${path.padEnd(24)} JS ${kb(one.jsBytes)} in ${one.jsFiles} files: federated ÷ one bundle ×${ratio}`);
      return [path, { jsBytes: one.jsBytes, jsFiles: one.jsFiles, ratio }];
    }),
  );
}
