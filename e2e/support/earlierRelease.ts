import { cp, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, type AppName } from '../../shared/src/protocol/apps';
import { CDN_DIR, exec, ROOT } from './releases';

/**
 * Releases of an app as it was at an earlier commit: what is live before a feature ships, for the
 * suites that show two teams releasing one feature in either order (tests/setupReleases.spec.ts).
 *
 * Built from that commit's own sources — the app's folder and shared/, out of git — in a scratch
 * folder of the system's temp dir, with this checkout's installed packages (the packages' links
 * copied as the install made them: relative, so `@mars/shared` is the commit's own), and published from
 * there through the deploy client, as `pnpm release` publishes a dist/. No tracked file and no dist/
 * of the checkout is touched; the folder is removed whatever happens. It needs the commit in this
 * clone's history (a shallow clone says so).
 */

/** In a package's node_modules, what its builds write (not the links to its dependencies). */
const BUILD_STATE = new Set(['.cache', '.first-view', '.bundle-report.json']);

/** The commit just before the one that added `file`: the sources as they were before a feature began. */
export async function commitBefore(file: string): Promise<string> {
  const { stdout } = await exec('git', ['log', '--diff-filter=A', '--format=%H', '--', file], { cwd: ROOT });
  const added = stdout.trim().split('\n').at(-1);
  if (!added) throw new Error(`${file} was never added in this clone's history (a shallow clone? git fetch --unshallow)`);
  return (await exec('git', ['rev-parse', `${added}^`], { cwd: ROOT })).stdout.trim();
}

/** Publishes a build folder through the deploy client (tsx compiles it), printing what `mars-edge release --json` prints. */
const PUBLISH = `
const [app, dist] = process.argv.slice(1);
const { publishRelease } = await import(${JSON.stringify(path.join(ROOT, 'host/edge/client/deployClient.ts'))});
console.log(JSON.stringify(await publishRelease(app, { distDir: dist })));
`;

/** Builds `app` as it was at `commit` (its browser build: what a release publishes) and publishes it; its release id. */
export async function releaseAt(app: AppName, commit: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'mars-e2e-at-'));
  try {
    const fromGit = [APPS[app].dir, 'shared'];
    for (const entry of await readdir(ROOT)) {
      if (entry === '.git' || entry.startsWith('.cdn') || fromGit.includes(entry)) continue;
      await symlink(path.join(ROOT, entry), path.join(root, entry));
    }
    await exec('sh', ['-c', `git archive --format=tar ${commit} ${fromGit.join(' ')} | tar -x -C "${root}"`], { cwd: ROOT });
    for (const dir of fromGit) {
      const modules = path.join(ROOT, dir, 'node_modules');
      await cp(modules, path.join(root, dir, 'node_modules'), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (src) => src === modules || !BUILD_STATE.has(path.basename(src)),
      });
    }
    const appDir = path.join(root, APPS[app].dir);
    await exec('pnpm', ['exec', 'rspack', 'build', '--mode', 'production'], { cwd: appDir, maxBuffer: 16 * 1024 * 1024 });
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', PUBLISH, app, path.join(appDir, 'dist')],
      {
        cwd: path.join(ROOT, 'e2e'),
        env: { ...process.env, MARS_CDN_DIR: CDN_DIR },
      },
    );
    return (JSON.parse(stdout) as { id: string }).id;
  } finally {
    // Links are removed, never followed: the folders they point to stay as they are.
    await rm(root, { recursive: true, force: true });
  }
}
