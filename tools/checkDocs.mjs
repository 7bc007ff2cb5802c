#!/usr/bin/env node
/**
 * Documents checked like code (`pnpm lint:docs`, part of `pnpm lint`). Fails, naming the file and the
 * line, when a README (any Markdown file the repository tracks) or a doc comment in the code names:
 *  - a repository path that does not exist: a path in backticks or a link in Markdown, a path in a
 *    doc comment (`/** … *\/` or a `//` line). A path counts when some tracked file or folder ends
 *    with it (`slot/hydrationGate.ts` is host/src/federation/slot/hydrationGate.ts); a bare file
 *    name (`deployClient.ts`) when some tracked file has that name; what the builds and the local
 *    site make (docs/repo.mjs: ARTIFACTS, anything under a folder git ignores) counts too;
 *  - a test file that does not exist (`*.test.ts`, `*.spec.ts`, …), in a comment or anywhere in a README;
 *  - a `pnpm <script>` that no package.json defines (docs/commands.mjs);
 *  - a README heading that is not there (`host/edge/README.md, "Layers"`, a link's `#anchor`:
 *    docs/headings.mjs);
 * when a README has a line over 100 characters outside code blocks and tables, a commit hash or a
 * date (docs/readmeStyle.mjs); and when the edge's layer drawing (host/edge/README.md, "Layers")
 * differs from the layers the architecture rule enforces (docs/layers.mjs).
 * `node tools/checkDocs.mjs [file…]` checks those files only (every tracked one by default).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headingProblems } from './docs/headings.mjs';
import { layerProblems } from './docs/layers.mjs';
import { nameProblems } from './docs/names.mjs';
import { readmeStyleProblems } from './docs/readmeStyle.mjs';
import { ROOT, tracked } from './docs/repo.mjs';

const SOURCE = /\.(ts|tsx|mjs|cjs|js|jsonc)$/;

function checkFile(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...nameProblems(file, text), ...headingProblems(file, text), ...readmeStyleProblems(file, text)];
}

const args = process.argv.slice(2);
const files = args.length ? args : tracked.filter((f) => (f.endsWith('.md') || SOURCE.test(f)) && !f.endsWith('.d.ts'));
const problems = [...files.flatMap(checkFile), ...(args.length ? [] : layerProblems())];
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n✘ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the documents (tools/checkDocs.mjs)`);
  process.exit(1);
}
console.log(`✔ documents name only what exists, and the READMEs read as guides (${files.length} files)`);
