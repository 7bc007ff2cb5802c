/**
 * `mars-edge <command>` (bin/mars-edge.mjs; the root's `pnpm release|promote|…` and each app's
 * scripts call it): release commands for one app at a time, through the edge's deploy API
 * (client/deployClient.ts), the smoke check (smoke/), the report (report/), and the local site
 * (../local/). Its commands and options are written once, in USAGE below: what `mars-edge --help`
 * prints (and `mars-edge <command> --help`, that command's lines).
 */
import { parseArgs } from 'node:util';
import { APPS, type AppName } from '@mars/shared/apps';
import {
  appKey,
  type CanaryAnswer,
  canaryStatus,
  deployTokensFrom,
  endCanary,
  listReleases,
  promote,
  pruneReleases,
  publishRelease,
  rollback,
  siteUrl,
} from '../client/deployClient';
import { cdnDir, localDeployTokens } from '../local/deployTokens';
import { pruneText } from './pruneText';
import type { SmokeResult } from './smoke/smoke';

// Without MARS_DEPLOY_TOKEN (a team's CI sets it), each app's token on this machine: the local site's,
// made once in its CDN folder.
deployTokensFrom((app) => localDeployTokens(cdnDir())[app]);

const USAGE = `usage: mars-edge <command> <app> [release-id] [--json]
  release  <app>                        publish <app>/dist as an immutable release
  promote  <app> [id] [--canary <1-99>] [--force] [--no-smoke]
                                        make a release live (for a share of visitors with --canary);
                                        a remote release is first loaded headless on each of its
                                        routes (the smoke check); --force past the gate's refusals
                                        and the check's findings (recorded); --no-smoke skips it
  rollback <app>                        the release live before the current one
  releases <app>                        published releases, the live one marked
  canary   <app> [--promote | --abort]  the canary beside stable; end it by hand
  smoke    <app> [id]                   the smoke check alone (default: the newest published release)
  prune    [app] [--dry-run] [--at date]
                                        apply the retention policy now: remove the releases it lets
                                        go (every app's, without <app>); --dry-run: only list what
                                        would go and why (--at: as of that later date)
  report   [--days N] [--out file] [--app app] [--json]
                                        real-visitor figures per app and release
  start    [--no-build] [--dev] [--skip services] [--control-port N]
                                        the whole site on this machine (pnpm start)
  serve    <app>                        one app's build alone, through the local edge

<app> is host, marketing, blog, auth, demo or its folder (remote-blog). --json: machine-readable output.
The edge is MARS_EDGE_URL (default: the local site, http://localhost:3000); the token MARS_DEPLOY_TOKEN
(default: the app's token in this machine's CDN folder).`;

/** A command line the CLI cannot take: one line saying what it accepts, exit 2, no stack trace. */
function refuse(problem: string): never {
  console.error(`mars-edge: ${problem} (see: mars-edge --help)`);
  process.exit(2);
}

/** The usage of one command (its lines of USAGE), or the whole of it. */
function usageOf(command: string | undefined): string {
  if (!command) return USAGE;
  const lines = USAGE.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`  ${command} `));
  if (at < 0) refuse(`unknown command "${command}" (one of: ${COMMANDS.join(', ')})`);
  const own = [lines[at] as string];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith('      ')) break; // the next command's line
    own.push(line);
  }
  return `usage: mars-edge\n${own.join('\n')}`;
}

const COMMANDS = ['release', 'promote', 'rollback', 'releases', 'canary', 'smoke', 'prune', 'report', 'start', 'serve'];
const [first, ...rest] = process.argv.slice(2);
if (first === '--help' || first === '-h' || first === 'help') {
  console.log(usageOf(first === 'help' ? rest[0] : undefined));
  process.exit(0);
}
if (first !== undefined && !first.startsWith('-') && !COMMANDS.includes(first))
  refuse(`unknown command "${first}" (one of: ${COMMANDS.join(', ')})`);

// start, serve and report read their own options: their help is asked for here all the same.
if ((first === 'start' || first === 'serve' || first === 'report') && (rest.includes('--help') || rest.includes('-h'))) {
  console.log(usageOf(first));
  process.exit(0);
}

const parsed = (() => {
  try {
    return parseArgs({
      args: first === 'start' || first === 'serve' || first === 'report' ? [first] : process.argv.slice(2),
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        canary: { type: 'string' },
        promote: { type: 'boolean' },
        abort: { type: 'boolean' },
        force: { type: 'boolean' },
        'no-smoke': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        at: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    // parseArgs says which option it did not know, in a sentence with advice for its own API: the first clause is the point.
    return refuse((err instanceof Error ? err.message : String(err)).split('. ')[0] ?? 'cannot read the command line');
  }
})();
const { values: flags, positionals } = parsed;
if (flags.help) {
  console.log(usageOf(positionals[0]));
  process.exit(0);
}
const json = Boolean(flags.json);
const [command, appArg, idArg] = positionals;

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const print = (result: unknown, text: string) => console.log(json ? JSON.stringify(result) : text);
const pct = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${(n * 100).toFixed(1)}%`);
const ms = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${Math.round(n)} ms`);
const cls = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toFixed(3));
const failed = (f: { errorViews: number; samples: number; errorRate: number } | null | undefined) =>
  f ? `${f.errorViews} of ${f.samples} (${pct(f.errorRate)})` : '–';

/** Canary and stable side by side, as a table. */
function canaryTable(s: CanaryAnswer): string {
  if (!s.pointer?.canary) {
    const last = s.events.at(-1);
    return `${s.app}: no canary running${last ? ` (last: ${last.action} ${last.id} at ${last.at}: ${last.reason})` : ''}`;
  }
  const rows = [
    ['', 'canary', 'stable'],
    ['release', s.pointer.canary.id, s.pointer.current],
    ['share', `${s.pointer.canary.percent}%`, `${100 - s.pointer.canary.percent}%`],
    ['samples (views)', String(s.canary?.samples ?? 0), String(s.stable?.samples ?? 0)],
    ['views failed', failed(s.canary), failed(s.stable)],
    ['p75 LCP', ms(s.canary?.p75.LCP), ms(s.stable?.p75.LCP)],
    ['p75 INP', ms(s.canary?.p75.INP), ms(s.stable?.p75.INP)],
    ['p75 CLS', cls(s.canary?.p75.CLS), cls(s.stable?.p75.CLS)],
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const table = rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ')).join('\n');
  return `${table}\n\nstarted ${s.pointer.canary.startedAt}; verdict so far: ${s.verdict?.action ?? '–'} (${s.verdict?.reason ?? 'no figures'})`;
}

/** `prune [app] [--dry-run] [--at date]`: each app's answer, what stays by which rule, what goes and why. */
async function prune() {
  if (flags.at !== undefined && (!flags['dry-run'] || Number.isNaN(Date.parse(flags.at))))
    refuse('--at takes a date, and goes with --dry-run only');
  let apps: AppName[];
  try {
    apps = appArg ? [appKey(appArg)] : (Object.keys(APPS) as AppName[]);
  } catch (err) {
    refuse(err instanceof Error ? err.message : String(err));
  }
  const answers = [];
  for (const app of apps) answers.push(await pruneReleases(app, { dryRun: Boolean(flags['dry-run']), at: flags.at }));
  print(answers, pruneText(answers));
}

/**
 * The smoke check before a remote release goes live (smoke/smoke.ts): its findings go with the promote,
 * which the edge refuses unless --force (and then records). Not for the host (no QA override swaps
 * the shell: the gate checks it against every live remote), a release already live, or --no-smoke.
 * Progress goes to stderr, so --json output stays one JSON document.
 */
async function smokeCheckBefore(
  app: AppName,
  idArg: string | undefined,
  canary: boolean,
): Promise<{ id: string | undefined; smoke: string[]; figures: SmokeResult | null }> {
  const none = { id: idArg, smoke: [], figures: null };
  if (app === 'host' || flags['no-smoke']) return none;
  const { releases, pointer } = await listReleases(app);
  const id = idArg ?? releases[0]?.id;
  if (!id || !releases.some((r) => r.id === id)) return none; // the edge says what is wrong
  if (id === pointer?.current && !canary) return { ...none, id };
  const { smokeCheck } = await import('./smoke/smoke');
  const result = await smokeCheck(app, id, { site: siteUrl() });
  const verdict = result.problems.length ? `${result.problems.length} problem(s)` : 'passed';
  console.error(`smoke check of ${app} ${id}: ${result.routes} route(s) in ${(result.ms / 1000).toFixed(1)} s, ${verdict}`);
  return { id, smoke: result.problems, figures: result };
}

async function main() {
  if (command === 'start') return (await import('../local/startSite')).startSite(rest);
  if (command === 'serve') {
    try {
      appKey(rest[0] ?? '');
    } catch (err) {
      refuse(err instanceof Error ? err.message : String(err));
    }
    return (await import('../local/serveApp')).serveApp(rest[0]);
  }
  if (command === 'report') return (await import('./report/report')).report(rest);
  if (command === 'prune') return prune();
  if (!command || !appArg) {
    console.error(command ? usageOf(command) : USAGE);
    process.exit(2);
  }
  let app: AppName;
  try {
    app = appKey(appArg);
  } catch (err) {
    refuse(err instanceof Error ? err.message : String(err));
  }
  switch (command) {
    case 'release': {
      const started = performance.now();
      const r = await publishRelease(app);
      const ms = Math.round(performance.now() - started);
      print(
        { ...r, ms },
        `${app}: ${r.created ? 'published' : 'already published'} ${r.id} (${r.files} files, ${kB(r.bytes)}, contract ${r.contract}, ${ms} ms)`,
      );
      break;
    }
    case 'promote': {
      let percent: number | undefined;
      if (flags.canary !== undefined) {
        percent = Number(flags.canary);
        if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new Error('--canary takes a whole percent from 1 to 99');
      }
      const { id, smoke, figures } = await smokeCheckBefore(app, idArg, percent !== undefined);
      const p = { ...(await promote(app, id, { canary: percent, force: flags.force, smoke })), smoke: figures };
      const canaryId = p.canary?.id ?? id;
      const checked = p.verified ? ` (store checked: ${p.verified.files} files, ${kB(p.verified.bytes)} in ${p.verified.ms} ms)` : '';
      if (percent !== undefined)
        print(p, `${app}: ${canaryId} live for ${percent}% of visitors beside ${p.current}${checked} (see: pnpm canary ${app})`);
      else
        print(
          p,
          p.changed ? `${app}: live release ${p.previous ?? '(none)'} → ${p.current}${checked}` : `${app}: ${p.current} is already live`,
        );
      break;
    }
    case 'canary': {
      if (flags.promote && flags.abort) throw new Error('--promote or --abort, not both');
      if (flags.promote || flags.abort) {
        const p = await endCanary(app, flags.promote ? 'promote' : 'abort');
        print(
          p,
          flags.promote
            ? `${app}: canary ${p.current} promoted to everyone`
            : `${app}: canary ${p.ended?.id} aborted; ${p.current} for everyone`,
        );
        break;
      }
      const s = await canaryStatus(app);
      print(s, canaryTable(s));
      break;
    }
    case 'rollback': {
      const p = await rollback(app);
      const checked = p.verified ? ` (store checked: ${p.verified.files} files, ${kB(p.verified.bytes)} in ${p.verified.ms} ms)` : '';
      print(p, `${app}: rolled back ${p.previous} → ${p.current}${checked}`);
      break;
    }
    case 'releases': {
      const { releases, pointer } = await listReleases(app);
      print(
        { releases, pointer },
        releases.map((r) => `${r.id === pointer?.current ? '* ' : '  '}${r.id}  ${r.publishedAt}  ${kB(r.bytes)}`).join('\n') ||
          `${app}: no releases yet`,
      );
      break;
    }
    case 'smoke': {
      const { releases } = await listReleases(app);
      const id = idArg ?? releases[0]?.id;
      if (!id || !releases.some((r) => r.id === id)) throw new Error(`${app} has no published release ${id ?? ''} (see: releases ${app})`);
      const { smokeCheck } = await import('./smoke/smoke');
      const result = await smokeCheck(app, id, { site: siteUrl() });
      const lines = [`smoke check of ${app} ${id}: ${result.routes} route(s) in ${(result.ms / 1000).toFixed(1)} s`];
      print(result, [...lines, ...result.problems.map((problem) => `- ${problem}`)].join('\n'));
      if (result.problems.length) process.exitCode = 1;
      break;
    }
    default:
      throw new Error(`unknown command "${command}"`);
  }
}

main().catch((err) => {
  // A command's own options refused (start, report): a usage problem, not a failure.
  if (String((err as { code?: unknown })?.code ?? '').startsWith('ERR_PARSE_ARGS')) refuse((err as Error).message.split('. ')[0] ?? '');
  console.error(`${command ?? 'cli'}: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
