import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { checkCommits, commitsToCheck, messageProblems } from './checkCommits.mjs';

describe('a commit message', () => {
  test('a scoped subject, a blank line and a body read as a log', () => {
    assert.deepEqual(messageProblems('edge: pages read the pointers from a copy\n\nWhy, and the figures.\n'), []);
    assert.deepEqual(messageProblems('docs: one line is a whole message\n'), []);
  });
  test('a subject over 72 characters is named with its length', () => {
    const subject = `edge: ${'a'.repeat(67)}`;
    assert.deepEqual(messageProblems(`${subject}\n`), ['its subject is 73 characters (at most 72)']);
    assert.deepEqual(messageProblems(`${subject.slice(0, 72)}\n`), []);
  });
  test('a subject without a lower-case scope is refused', () => {
    for (const subject of ['One architecture file', 'Edge: pages', 'edge:pages', 'fixup! edge: pages'])
      assert.match(messageProblems(subject).join(), /scope/, subject);
  });
  test('a body right under the subject is refused', () => {
    assert.match(messageProblems('edge: pages\nthe body\n').join(), /second line is not blank/);
  });
});

describe('the commits checked', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'commits-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const repo = path.join(dir, 'repo');
  git(dir, 'init', '-q', '-b', 'main', repo);
  git(repo, 'config', 'user.email', 't@example.test');
  git(repo, 'config', 'user.name', 'T');
  const commit = (name, message = `docs: ${name}`) => {
    writeFileSync(path.join(repo, name), name);
    git(repo, 'add', name);
    git(repo, 'commit', '-q', '-m', message);
    return git(repo, 'rev-parse', 'HEAD');
  };
  const old = commit('old');
  const base = commit('base');
  const first = commit('first');
  git(repo, 'checkout', '-q', '-b', 'side');
  const side = commit('side', 'A side commit that says what it did, and how, and why, in a subject of many words');
  git(repo, 'checkout', '-q', 'main');
  const second = commit('second');
  git(repo, 'merge', '-q', '--no-ff', '-m', 'Merge branch side', 'side');
  const merge = git(repo, 'rev-parse', 'HEAD');

  test('every commit after the base, the ones a merge brings in included', () => {
    const { commits } = commitsToCheck({ base, cwd: repo });
    assert.deepEqual(new Set(commits), new Set([first, side, second, merge]));
    assert.ok(!commits.includes(base) && !commits.includes(old));
  });
  test('a tip that does not descend from the base is refused in a sentence', () => {
    git(repo, 'checkout', '-q', '-b', 'before', old);
    try {
      assert.throws(() => commitsToCheck({ base, cwd: repo }), /does not descend from .* rebase it onto main/);
    } finally {
      git(repo, 'checkout', '-q', 'main');
    }
  });
  test('a shallow clone without the base: every commit it holds, said so', () => {
    const clone = path.join(dir, 'shallow');
    git(dir, 'clone', '-q', '--depth', '1', '--no-local', `file://${repo}`, clone);
    const { commits, note } = commitsToCheck({ base, cwd: clone });
    assert.deepEqual(commits, [merge]);
    assert.match(note, /is not in this shallow clone: checking the 1 commit/);
  });
  test('a merge is not checked, the commits it brings in are', () => {
    const { problems, checked } = checkCommits({ base, cwd: repo });
    assert.deepEqual(problems.length, 2);
    assert.ok(problems.every((p) => p.startsWith(`${side.slice(0, 7)} "A side commit`)));
    assert.match(checked, /^3 commits \(after [0-9a-f]{7}; 1 merge commit\(s\) skipped\)$/);
  });
  test('a shallow clone whose only commit is a merge still knows it is one', () => {
    const clone = path.join(dir, 'shallow-merge');
    git(dir, 'clone', '-q', '--depth', '1', '--no-local', `file://${repo}`, clone);
    assert.deepEqual(checkCommits({ base, cwd: clone }).problems, []);
  });
  test('a full clone without the base is refused', () => {
    assert.throws(() => commitsToCheck({ base: 'f'.repeat(40), cwd: repo }), /is not in this repository's history/);
  });
});
