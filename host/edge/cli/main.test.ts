/**
 * @jest-environment node
 *
 * The release tool a newcomer types first: help when asked, and a command line it cannot take
 * answered with one line saying what it accepts (exit 2), never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BIN = path.join(__dirname, '..', 'bin', 'mars-edge.mjs');
/**
 * A bound on a command that should end at once (help, a refusal: about a second), not a measure of
 * speed: one that regresses into doing its work instead — `start --bogus` starting the whole site —
 * is stopped and fails here, instead of hanging the suite (spawnSync blocks Jest's own time-out).
 */
const ENDS_WITHIN_MS = 30_000;
const cli = (...args: string[]) => {
  const r = spawnSync('node', [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MARS_EDGE_URL: 'http://127.0.0.1:9' },
    timeout: ENDS_WITHIN_MS,
    killSignal: 'SIGTERM',
  });
  if (r.error)
    throw new Error(
      `mars-edge ${args.join(' ')} did not end within ${ENDS_WITHIN_MS / 1000} s (${r.error.message}): it did more than answer`,
    );
  return { status: r.status, out: r.stdout, err: r.stderr };
};

jest.setTimeout(60_000);

describe('mars-edge', () => {
  it.each([['--help'], ['-h'], ['help']])('%s prints the usage of every command, exit 0', (flag) => {
    const r = cli(flag);
    expect(r.status).toBe(0);
    for (const command of ['release', 'promote', 'rollback', 'releases', 'canary', 'smoke', 'prune', 'report', 'start', 'serve'])
      expect(r.out).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it.each([
    ['help', 'promote'],
    ['promote', '--help'],
    ['start', '--help'],
    ['help', 'prune'],
    ['prune', '--help'],
  ])('%s %s prints that command’s usage alone', (...args) => {
    const r = cli(...args);
    expect(r.status).toBe(0);
    const command = args[0] === 'help' ? args[1] : args[0];
    expect(r.out).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(r.out.match(/^ {2}\w/gm)).toHaveLength(1);
  });

  it.each([
    [['--nope'], "Unknown option '--nope'"],
    [['promote', 'blog', '--canery', '5'], "Unknown option '--canery'"],
    [['promote', 'nope'], 'unknown app "nope" (one of: host, marketing, blog, auth, demo)'],
    [['serve', 'nope'], 'unknown app "nope"'],
    [['frobnicate', 'blog'], 'unknown command "frobnicate" (one of: release, promote'],
    [['start', '--bogus'], "Unknown option '--bogus'"],
    [['report', '--bogus'], "Unknown option '--bogus'"],
    [['prune', 'nope', '--dry-run'], 'unknown app "nope" (one of: host, marketing, blog, auth, demo)'],
    [['prune', '--at', '2031-01-01'], '--at takes a date, and goes with --dry-run only'],
    [['prune', '--dry-run', '--at', 'someday'], '--at takes a date, and goes with --dry-run only'],
  ])('%j: one line saying what it accepts, exit 2, no stack trace', (args, says) => {
    const r = cli(...args);
    expect(r.status).toBe(2);
    expect(r.err).toContain(says);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).not.toMatch(/^\s+at /m);
    expect(r.out).toBe('');
  });

  it('prune --dry-run with no edge to ask: one line saying so, exit 1, as every command that asks the edge', () => {
    const noEdge = /^(\w+): the edge at http:\/\/127\.0\.0\.1:9 does not answer \(.+\): start it with pnpm start$/;
    const r = cli('prune', '--dry-run');
    const other = cli('releases', 'blog');
    expect([r.status, r.err.trim().replace(noEdge, '$1')]).toEqual([1, 'prune']);
    expect([other.status, other.err.trim().replace(noEdge, '$1')]).toEqual([1, 'releases']);
  });
});
