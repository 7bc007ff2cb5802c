#!/usr/bin/env node
/**
 * Commits that read as a log (`pnpm lint:commits`, part of `pnpm lint`), as git's SubmittingPatches
 * asks: a subject of at most 72 characters that starts with its scope (`edge: `, `marketing: `,
 * `docs: ` …, lower case), then, when there is a body, a blank line before it. Every commit after
 * BASE is held to it; the ones before it are the history as it was written.
 *
 * Merge commits are not checked (a tool writes their subject; CI may check out one it made), but
 * every commit a merge brings in is. In a shallow clone that does not reach BASE (a CI checkout of
 * depth 1), every commit the clone holds is after BASE, so those are checked, and the run says so:
 * a lint does not fetch. `node tools/checkCommits.mjs [--base <commit>] [<tip>]` checks another range.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** main's head when the rule came in (issue 62): every commit after it must follow it. */
const BASE = 'c325e584f95a6a75ac20c5e105422780897c4cd3';
export const MAX_SUBJECT = 72;
const SCOPE = /^[a-z][a-z0-9-]*: \S/;

/** What is wrong with one commit message (`[]` when it reads as a log entry). */
export function messageProblems(message) {
  const [subject = '', second] = message.replace(/\n+$/, '').split('\n');
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`its subject is ${length} characters (at most ${MAX_SUBJECT})`);
  if (!SCOPE.test(subject)) problems.push('its subject does not start with a lower-case scope and ": " (`edge: …`, `docs: …`)');
  if (second !== undefined && second.trim() !== '') problems.push('its second line is not blank (a subject, a blank line, then the body)');
  return problems;
}

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const gitOk = (args, cwd) => {
  try {
    git(args, cwd);
    return true;
  } catch {
    return false;
  }
};

/** A raw commit object: its parents (a shallow clone's grafts hide none of them here) and message. */
function readCommit(sha, cwd) {
  const raw = git(['cat-file', 'commit', sha], cwd);
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split === -1 ? raw.length : split);
  return { parents: headers.split('\n').filter((l) => l.startsWith('parent ')).length, message: split === -1 ? '' : raw.slice(split + 2) };
}

/** The commits to check and a note on how they were chosen; throws with a sentence when it cannot tell. */
export function commitsToCheck({ base = BASE, tip = 'HEAD', cwd = process.cwd() } = {}) {
  const short = base.slice(0, 7);
  if (!gitOk(['rev-parse', '--git-dir'], cwd)) return { commits: [], note: 'not a git checkout: no commits to check' };
  if (gitOk(['cat-file', '-e', `${base}^{commit}`], cwd)) {
    if (!gitOk(['merge-base', '--is-ancestor', base, tip], cwd))
      throw new Error(`${tip} does not descend from ${short}, where the rule starts: rebase it onto main`);
    return {
      commits: git(['rev-list', `${base}..${tip}`], cwd)
        .split('\n')
        .filter(Boolean),
      note: `after ${short}`,
    };
  }
  if (git(['rev-parse', '--is-shallow-repository'], cwd) !== 'true')
    throw new Error(`${short}, where the rule starts, is not in this repository's history`);
  const commits = git(['rev-list', tip], cwd).split('\n').filter(Boolean);
  return { commits, note: `${short} is not in this shallow clone: checking the ${commits.length} commit(s) it holds, all after it` };
}

/** Every problem in the commits after `base` up to `tip`, and what was checked, in words. */
export function checkCommits({ base = BASE, tip = 'HEAD', cwd = process.cwd() } = {}) {
  const picked = commitsToCheck({ base, tip, cwd });
  const problems = [];
  let merges = 0;
  for (const sha of picked.commits) {
    const { parents, message } = readCommit(sha, cwd);
    if (parents > 1) {
      merges++;
      continue;
    }
    const subject = message.split('\n')[0];
    const shown = [...subject].length > 60 ? `${[...subject].slice(0, 60).join('')}…` : subject;
    for (const p of messageProblems(message)) problems.push(`${sha.slice(0, 7)} "${shown}": ${p}`);
  }
  const checked = picked.commits.length - merges;
  return {
    problems,
    checked: `${checked} commit${checked === 1 ? '' : 's'} (${picked.note}${merges ? `; ${merges} merge commit(s) skipped` : ''})`,
  };
}

function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--base');
  const base = at >= 0 ? args.splice(at, 2)[1] : BASE;
  try {
    const { problems, checked } = checkCommits({ base, tip: args[0] ?? 'HEAD' });
    if (problems.length) {
      console.error(problems.join('\n'));
      console.error(`\n✘ ${problems.length} problem(s) in ${checked}: a subject ≤ ${MAX_SUBJECT} with its scope, a blank line, the body`);
      process.exit(1);
    }
    console.log(`✔ commits read as a log: ${checked}`);
  } catch (error) {
    console.error(`✘ commits: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
