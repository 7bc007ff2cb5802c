/**
 * `pnpm report [--days 30] [--out .reports/site-report.html] [--app host] [--json]`: what real
 * visitors measured, per app and release — a table in the terminal, and a static HTML page with a
 * chart per figure (p75 LCP, INP, CLS, error rate, page views) of each app's releases over time and
 * the canary events. Chart.js is inlined into the page: it opens from disk, offline, and asks nothing
 * of anyone. Only aggregates are in it (no page view, path or message). Reads through the deploy API
 * with any app's token (`--app`, default host).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appKey, reportData } from '../../client/deployClient';
import { ROOT } from '../../local/apps';
import { reportHtml, reportTable } from './reportPage';

export async function report(args: string[]): Promise<void> {
  const { values: flags } = parseArgs({
    args,
    options: {
      days: { type: 'string', default: '30' },
      out: { type: 'string' },
      app: { type: 'string', default: 'host' },
      json: { type: 'boolean' },
    },
  });
  const days = Number(flags.days);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new Error('--days takes 1 to 365');
  const data = await reportData(appKey(flags.app ?? 'host'), days);
  if (flags.json) {
    console.log(JSON.stringify(data));
    return;
  }
  console.log(reportTable(data));
  const require = createRequire(import.meta.url);
  // The browser build (UMD), beside the package's main file: the package does not export its path.
  const chartJs = readFileSync(path.join(path.dirname(require.resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
  const out = path.resolve(flags.out ?? path.join(ROOT, '.reports/site-report.html'));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, reportHtml(data, chartJs));
  console.log(`\nreport: ${out}`);
}
