/**
 * The retention policy's figures (README, "Retention"):
 *   1. bytes per release per app: each app's build as `pnpm release` publishes it (its dist/, without
 *      source maps and the build report) — build first (`pnpm build`);
 *   2. the bucket over 1,000 simulated releases, with and without the policy: five teams each
 *      publishing and promoting twice a working day, the prune once a day, the policy's own rules
 *      (worker/releases/retentionPolicy.ts) over a model of the pointers object (live, ten rollback
 *      targets, when each release stopped being live);
 *   3. the prune's time on that bucket without the policy (1,000 releases, each app's real file
 *      count, one-byte files: the job's time is per object, not per byte), in workerd (Miniflare,
 *      in-memory R2): its dry run, then the prune a month on that removes what the policy lets go.
 *
 *   pnpm --filter @mars/edge exec tsx bench/retentionFigures.ts [--releases 1000] [--json]
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, type AppName } from '@mars/shared/apps';
import { startEdgeUnderTest } from '../testing/edgeUnderTest';
import { simulateBucket } from './retentionSimulation';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const { values: flags } = parseArgs({ options: { releases: { type: 'string', default: '1000' }, json: { type: 'boolean' } } });
const RELEASES = Number(flags.releases);

/** A build's published files: what `pnpm release` uploads (client/deployClient.ts leaves out maps and the build report). */
function publishedFiles(dir: string, prefix = ''): { path: string; size: number }[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return publishedFiles(dir, rel);
    if (entry.name.endsWith('.map') || entry.name === 'mf-manifest-stats.json') return [];
    return [{ path: rel, size: statSync(path.join(dir, rel)).size }];
  });
}

const apps = Object.keys(APPS) as AppName[];
const builds = Object.fromEntries(
  apps.map((app) => {
    const dist = path.join(ROOT, APPS[app].dir, 'dist');
    try {
      return [app, publishedFiles(dist)];
    } catch {
      throw new Error(`${APPS[app].dir}/dist is missing: build the apps first (pnpm build)`);
    }
  }),
) as Record<AppName, { path: string; size: number }[]>;
const bytesPerRelease = Object.fromEntries(apps.map((app) => [app, builds[app].reduce((s, f) => s + f.size, 0)])) as Record<
  AppName,
  number
>;

const simulation = simulateBucket({ apps: bytesPerRelease, releases: RELEASES });

/**
 * The prune's time in workerd on the bucket the simulation ends with when nothing is pruned: every
 * app's dry run (the plan: list, records, verdicts), then the daily job a month on, which removes them
 * (nothing is live in this bucket: each release is an object per file and a record, no pointer).
 */
async function pruneTime(): Promise<{ objects: number; dryRunMs: number; pruneMs: number; removed: number }> {
  const tokens = Object.fromEntries(apps.map((a) => [a, `${a}-token`]));
  const edge = await startEdgeUnderTest({ ORIGINS: Object.fromEntries(apps.map((a) => [a, `http://${a}.test`])), DEPLOY_TOKENS: tokens });
  try {
    const digest = createHash('sha256').update('x').digest('hex');
    let objects = 0;
    for (let n = 0; n < RELEASES; n++) {
      const app = apps[n % apps.length] as AppName;
      const id = `1.0.${n}-bench-${createHash('sha256').update(String(n)).digest('hex').slice(0, 8)}`;
      const files = builds[app].map((f) => ({ path: f.path, size: 1, sha256: digest }));
      for (const f of files) await edge.putObject(`releases/${app}/${id}/${f.path}`, 'x');
      const record = { app, id, version: '1.0.0', commit: 'bench', files: files.length, bytes: files.length, fileList: files };
      await edge.putObject(`releases/${app}/${id}/release.json`, JSON.stringify({ ...record, publishedAt: new Date().toISOString() }));
      objects += files.length + 1;
    }
    const started = performance.now();
    for (const app of apps) {
      const res = await edge.fetch(`http://host.test/_edge/deploy/apps/${app}/prune`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens[app]}` },
        body: '{"dryRun":true}',
      });
      if (!res.ok) throw new Error(`dry run of ${app}: HTTP ${res.status}`);
    }
    const dryRunMs = performance.now() - started;
    const t0 = performance.now();
    await edge.prune(new Date(Date.now() + 31 * 24 * 3600_000));
    const pruneMs = performance.now() - t0;
    return { objects, dryRunMs, pruneMs, removed: objects - (await edge.keys()).length };
  } finally {
    await edge.dispose();
  }
}

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const timing = await pruneTime();
if (flags.json) {
  console.log(JSON.stringify({ bytesPerRelease, simulation, timing }));
} else {
  console.log('| app | files | bytes per release |\n|---|---|---|');
  for (const app of apps) console.log(`| ${app} | ${builds[app].length} | ${kB(bytesPerRelease[app])} |`);
  console.log('\n| releases published | days | bucket without a policy | bucket with the policy | releases kept |\n|---|---|---|---|---|');
  for (const row of simulation) console.log(`| ${row.releases} | ${row.day} | ${MB(row.without)} | ${MB(row.with)} | ${row.kept} |`);
  console.log(
    `\nthe prune on ${RELEASES} releases (${timing.objects} objects): every app's dry run ${Math.round(timing.dryRunMs)} ms;` +
      ` the daily job removing ${timing.removed} objects ${Math.round(timing.pruneMs)} ms`,
  );
}
