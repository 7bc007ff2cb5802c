import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headingProblems, headingsOf } from './headings.mjs';
import { nameProblems } from './names.mjs';
import { readmeStyleProblems } from './readmeStyle.mjs';

describe('headings', () => {
  test('their text without Markdown marks, and the anchors GitHub gives them', () => {
    const md = '# Title\n## The edge (`edge/`)\n```\n## not a heading\n```\n## Tests\n## Tests\n';
    assert.deepEqual(headingsOf(md), [
      { text: 'Title', anchor: 'title' },
      { text: 'The edge (edge/)', anchor: 'the-edge-edge' },
      { text: 'Tests', anchor: 'tests' },
      { text: 'Tests', anchor: 'tests-1' },
    ]);
  });
  test('a comment may cite a heading, or its start, in a README it names', () => {
    assert.deepEqual(headingProblems('tools/x.mjs', '// host/edge/README.md, "Layers" draws them\n'), []);
    assert.deepEqual(headingProblems('tools/x.mjs', '/** See the host\'s README ("The page answers first"). */\n'), []);
    assert.deepEqual(headingProblems('tools/x.mjs', '// see "Deploying the edge" in\n// host/edge/README.md\n'), []);
  });
  test('a heading that is not there is named, with the line of the citation', () => {
    assert.deepEqual(headingProblems('tools/x.mjs', '/**\n * One (host/README "Pointers").\n */\n'), [
      'tools/x.mjs:2: cites "Pointers" in host/README.md, which has no such heading',
    ]);
    assert.deepEqual(headingProblems('host/edge/worker/x.ts', '// README: "Testing"\n'), [
      'host/edge/worker/x.ts:1: cites "Testing" in host/edge/README.md, which has no such heading',
    ]);
  });
  test('a bare README is the nearest one up from the file', () => {
    assert.deepEqual(headingProblems('host/edge/worker/x.ts', '// README: "Tests"\n'), []);
    assert.equal(headingProblems('tools/x.mjs', '// README: "Layers"\n').length, 1);
  });
  test('in a README: "see" a heading of its own, and links to an anchor', () => {
    assert.deepEqual(headingProblems('README.md', 'Start here (see "Quick start").\n'), []);
    assert.equal(headingProblems('README.md', 'Start here (see "Quick stop").\n').length, 1);
    assert.deepEqual(headingProblems('README.md', '[run](host/README.md#run-it-alone), [up](#quick-start)\n'), []);
    assert.deepEqual(headingProblems('README.md', 'See [e2e/README.md](e2e/README.md), "Benchmarks".\n'), []);
    assert.equal(headingProblems('README.md', 'See [e2e/README.md](e2e/README.md), "Bench marks".\n').length, 1);
    assert.deepEqual(headingProblems('README.md', '[run](host/README.md#run-alone)\n'), [
      'README.md:1: links to host/README.md#run-alone, which has no such heading',
    ]);
  });
  test('a citation shown as an example in a code span is not one', () => {
    assert.deepEqual(headingProblems('tools/x.mjs', '// as in `host/README "Pointers"`\n'), []);
  });
});

describe('names', () => {
  test('a test file a comment names must exist, however many dots its name has', () => {
    assert.deepEqual(nameProblems('tools/x.mjs', '// tested in composePage.test.ts\n'), []);
    assert.deepEqual(nameProblems('tools/x.mjs', '// testable alone (concerns.test.ts)\n'), [
      'tools/x.mjs:1: names the test file "concerns.test.ts", which does not exist',
    ]);
  });
  test('a README names one in running text too', () => {
    assert.equal(nameProblems('README.md', 'Tested in e2e/tests/nowhere.spec.ts, at every width.\n').length, 1);
  });
});

describe("a README's form", () => {
  const long = `${'word '.repeat(20)}x`;
  test('a line over 100 characters, outside code blocks and tables', () => {
    assert.deepEqual(readmeStyleProblems('a/README.md', `${long}\n`), [
      'a/README.md:1: a line of 101 characters (at most 100 outside code blocks and tables)',
    ]);
    assert.deepEqual(readmeStyleProblems('a/README.md', `\`\`\`sh\n${long}\n\`\`\`\n| ${long} |\n`), []);
  });
  test('a commit hash or a date is history', () => {
    assert.equal(readmeStyleProblems('README.md', 'As of 9a7d827, it reads 88 ms.\n').length, 1);
    assert.equal(readmeStyleProblems('README.md', 'On 2026-11-26 it read 88 ms.\n').length, 1);
    assert.equal(readmeStyleProblems('README.md', 'On 26 November 2026 it read 88 ms.\n').length, 1);
  });
  test('a colour, a quoted date format and another Markdown file are not', () => {
    assert.deepEqual(readmeStyleProblems('README.md', 'Ink `#0b1d3a`; dates read "5 August 2025".\n'), []);
    assert.deepEqual(readmeStyleProblems('content/a.md', 'On 2026-11-26.\n'), []);
  });
});
