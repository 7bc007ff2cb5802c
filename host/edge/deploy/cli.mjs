#!/usr/bin/env node
/**
 * Release commands for one app at a time, through the edge's deploy API (client.mjs):
 *
 *   release  <app>        publish <app>/dist as an immutable release (prints its id)
 *   promote  <app> [id]   make a release live (default: the newest published)
 *   rollback <app>        go back to the release that was live before
 *   releases <app>        list published releases, the live one marked
 *
 * <app> is host, marketing, blog, auth, demo or the folder name (remote-blog). Add --json for
 * machine-readable output. The edge is MARS_EDGE_URL (default http://localhost:3000) and the token
 * MARS_DEPLOY_TOKEN (locally, the app's token in the CDN folder).
 */
import { appKey, listReleases, promote, publishRelease, rollback } from './client.mjs';

const argv = process.argv.slice(2);
const json = argv.includes('--json');
const [command, appArg, idArg] = argv.filter((a) => a !== '--json');

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const print = (result, text) => console.log(json ? JSON.stringify(result) : text);

async function main() {
  if (!command || !appArg) {
    console.error('usage: cli.mjs <release|promote|rollback|releases> <app> [release-id] [--json]');
    process.exit(2);
  }
  const app = appKey(appArg);
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
      const p = await promote(app, idArg);
      print(p, p.changed ? `${app}: live release ${p.previous ?? '(none)'} → ${p.current}` : `${app}: ${p.current} is already live`);
      break;
    }
    case 'rollback': {
      const p = await rollback(app);
      print(p, `${app}: rolled back ${p.previous} → ${p.current}`);
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
    default:
      throw new Error(`unknown command "${command}"`);
  }
}

main().catch((err) => {
  console.error(`${command}: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
