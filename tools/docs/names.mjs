/**
 * What a document names must exist: repository paths, test files and `pnpm` scripts.
 */
import { commandProblems } from './commands.mjs';
import { proseLines, tokensOf } from './prose.mjs';
import { exists, pathLike, TEST_FILE } from './repo.mjs';

/** Paths and test files a file names that do not exist, and `pnpm` scripts no package defines. */
export function nameProblems(file, text) {
  const markdown = file.endsWith('.md');
  const problems = [];
  let fence = false;
  for (const [n, line] of proseLines(file, text)) {
    if (markdown && line.trim().startsWith('```')) {
      fence = !fence;
      continue;
    }
    for (const p of commandProblems(line, file)) problems.push(`${file}:${n}: ${p}`);
    if (fence) continue;
    const named = new Set();
    for (const token of tokensOf(line, markdown)) {
      for (const candidate of token.split(/[\s,]+/)) {
        const bare = candidate.replace(/[.,;:)]+$/, '').replace(/^\(/, '');
        if (named.has(bare) || !(pathLike(bare) || TEST_FILE.test(bare)) || exists(bare, file)) continue;
        named.add(bare);
        problems.push(`${file}:${n}: names ${TEST_FILE.test(bare) ? 'the test file ' : ''}"${bare}", which does not exist`);
      }
    }
  }
  return problems;
}
