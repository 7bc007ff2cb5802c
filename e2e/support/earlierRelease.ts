import { APPS, type AppName } from '../../shared/src/protocol/apps';
import { exec, ROOT, releaseWithChanges } from './releases';

/**
 * Releases of an app as it was at an earlier commit: what is live before a feature ships, for the
 * suites that show two teams releasing one feature in either order (tests/setupReleases.spec.ts).
 *
 * Built from that commit's own sources — the app's folder and shared/, out of git — in a scratch copy
 * with this checkout's installed packages (withSourceCopy), and published as `pnpm release` publishes a
 * dist/. No tracked file and no dist/ of the checkout is touched.
 *
 * It needs the history back to that commit. A shallow clone (a CI checkout may be one) is deepened
 * from its origin first; if that cannot be done the suite fails saying so — it never skips.
 */

const git = async (...args: string[]) => (await exec('git', args, { cwd: ROOT, timeout: 300_000 })).stdout.trim();
const firstLine = (err: unknown) =>
  String((err as { stderr?: string }).stderr || (err as Error).message)
    .trim()
    .split('\n')[0];

const isShallow = async () => (await git('rev-parse', '--is-shallow-repository')) === 'true';

/** The whole history of HEAD in this clone: a shallow clone fetches the rest from its origin. */
export async function ensureHistory(): Promise<void> {
  if (!(await isShallow())) return;
  const head = await git('rev-parse', 'HEAD');
  try {
    // HEAD asked for by its id: a CI checkout may be a commit no branch of the origin names (a pull
    // request's merge); an origin that refuses ids is asked for its branches.
    await git('fetch', '--quiet', '--unshallow', '--no-tags', 'origin', head).catch(() =>
      git('fetch', '--quiet', '--unshallow', '--no-tags', 'origin'),
    );
  } catch (err) {
    throw new Error(
      `this clone is shallow and its history could not be fetched from origin (${firstLine(err)}): clone with the history (no --depth) or run git fetch --unshallow`,
    );
  }
  // In a history that still ends early, its first commit would seem to add every file.
  if (await isShallow())
    throw new Error('this clone is still shallow after git fetch --unshallow from origin: clone with the history (no --depth)');
}

/** The commit just before the one that added `file`: the sources as they were before a feature began. */
export async function commitBefore(file: string): Promise<string> {
  await ensureHistory();
  const added = (await git('log', '--diff-filter=A', '--format=%H', '--', file)).split('\n').at(-1);
  if (!added) throw new Error(`${file} was never added in this clone's history`);
  return git('rev-parse', `${added}^`);
}

/** `app` as it was at `commit` (and shared/ with it: the app's own contract), built and published; its release id. */
export const releaseAt = (app: AppName, commit: string): Promise<string> =>
  releaseWithChanges(app, [
    { folder: APPS[app].dir, at: commit },
    { folder: 'shared', at: commit },
  ]);
