/**
 * Headings that documents cite: a README's section named in a comment or another README, and a
 * Markdown link's `#anchor`. Each must be a heading of the file it names.
 *
 * A citation reads as one of (a quoted heading may be its start: "The page answers first"):
 *  - a README then the heading: `host/edge/README.md, "Layers"`, `README: "Tests"` (in host/edge/),
 *    `[e2e/README.md](e2e/README.md), "Benchmarks"`,
 *    `host/README "Run it alone"`, `the host's README ("The page answers first")`;
 *  - the heading then the README: `"Deploying the edge" in host/edge/README.md`, `… in the root README`;
 *  - in a README, `see "Quick start"`: a heading of that README;
 *  - in Markdown, a link `[…](host/README.md#run-it-alone)` or `[…](#quick-start)`: GitHub's anchor.
 * A bare `README` is the nearest one up from the file; `the <name> README` names an app's
 * (`host`, `edge`, `e2e`, `shared`, `marketing` or `remote-marketing`, …; `root`: the repository's).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { proseLines, proseRuns } from './prose.mjs';
import { ROOT, tracked } from './repo.mjs';

const READMES = new Set(tracked.filter((f) => path.basename(f) === 'README.md'));
/** `the host README` → host/README.md: each README by its folder's name (`remote-` optional). */
const BY_NAME = new Map();
for (const readme of READMES) {
  const dir = path.dirname(readme);
  if (dir === '.') BY_NAME.set('root', readme);
  else for (const name of [dir, path.basename(dir), path.basename(dir).replace(/^remote-/, '')]) BY_NAME.set(name, readme);
}

const QUOTE = `["“]([^"”]{1,120})["”]`;
const REF = String.raw`(?:(?<path>(?:\.\.?\/)?(?:[\w@.-]+\/)*README(?:\.md)?)|(?<who>[\w-]+)(?:'s)?\s+README)(?:'s)?`;
const README_THEN_HEADING = new RegExp(String.raw`(?<![\w/.-])${REF}\)?\s*[,:]?\s*\(?${QUOTE}`, 'g');
const HEADING_THEN_README = new RegExp(String.raw`${QUOTE}\s+in\s+(?:the\s+)?${REF}`, 'g');
const SEE_HEADING = new RegExp(String.raw`\bsee\s+${QUOTE}(?!\s+in\s)`, 'g');

/** Text as a heading shows it: no Markdown marks, one space between words. */
const plain = (s) =>
  s
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A file's headings (outside code blocks): their text, and the anchors GitHub gives them. */
export function headingsOf(markdown) {
  const headings = [];
  const seen = new Map();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.trim().startsWith('```')) fence = !fence;
    const m = !fence && line.match(/^#{1,6}\s+(.+?)\s*#*\s*$/);
    if (!m) continue;
    const text = plain(m[1]);
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    headings.push({ text, anchor: n ? `${base}-${n}` : base });
  }
  return headings;
}

const cache = new Map();
function headingsIn(file) {
  if (!cache.has(file)) cache.set(file, headingsOf(readFileSync(path.join(ROOT, file), 'utf8')));
  return cache.get(file);
}

/** Whether `cited` is a heading of `file`, or the start of one ("The page answers first"). */
function hasHeading(file, cited) {
  const words = (t) => plain(t).replace(/["“”]/g, '').trim().toLowerCase();
  const want = words(cited);
  return headingsIn(file).some(({ text }) => {
    const have = words(text);
    return have === want || (have.startsWith(want) && /^[^\p{L}\p{N}]/u.test(have.slice(want.length)));
  });
}

/** The README at the nearest folder up from `file` (its own, for a README). */
function nearestReadme(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const readme = dir === '.' ? 'README.md' : `${dir}/README.md`;
    if (READMES.has(readme)) return readme;
    if (dir === '.') return null;
  }
}

/** The README a citation names, '' for one that does not exist, null for words that are not one. */
function readmeNamed({ path: ref, who }, file) {
  if (who !== undefined) {
    if (['the', 'this'].includes(who.toLowerCase())) return nearestReadme(file);
    return BY_NAME.get(who) ?? null;
  }
  const name = ref.endsWith('.md') ? ref : `${ref}.md`;
  if (name === 'README.md') return nearestReadme(file);
  for (const candidate of [path.join(path.dirname(file), name), path.normalize(name)]) if (READMES.has(candidate)) return candidate;
  return [...READMES].find((r) => r.endsWith(`/${name}`)) ?? '';
}

/** Problems with the headings `file` cites. */
export function headingProblems(file, text) {
  const markdown = file.endsWith('.md');
  const problems = [];
  const cite = (readme, heading, line) => {
    if (readme === '') problems.push(`${file}:${line}: cites "${heading}" in a README that does not exist`);
    else if (readme && !hasHeading(readme, heading))
      problems.push(`${file}:${line}: cites "${heading}" in ${readme}, which has no such heading`);
  };
  for (const run of proseRuns(file, text)) {
    // A code span that holds a whole citation is an example of one (as in this file's header).
    const words = run.text.replace(/`[^`]*`/g, (span) => (/["“]/.test(span) ? ' '.repeat(span.length) : span));
    for (const m of words.matchAll(README_THEN_HEADING)) cite(readmeNamed(m.groups, file), m[3], run.lineAt(m.index));
    for (const m of words.matchAll(HEADING_THEN_README)) cite(readmeNamed(m.groups, file), m[1], run.lineAt(m.index));
    if (markdown) for (const m of words.matchAll(SEE_HEADING)) cite(file, m[1], run.lineAt(m.index));
  }
  if (!markdown) return problems;
  // Links to a heading: `](#anchor)` in this file, `](<file>.md#anchor)` in another.
  for (const [n, line] of proseLines(file, text)) {
    for (const m of line.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(m[1]) || (m[1] && !m[1].endsWith('.md'))) continue;
      const target = m[1] ? path.normalize(path.join(path.dirname(file), m[1])) : file;
      if (!existsSync(path.join(ROOT, target))) continue; // the path check names it
      if (!headingsIn(target).some((h) => h.anchor === m[2]))
        problems.push(`${file}:${n}: links to ${target}#${m[2]}, which has no such heading`);
    }
  }
  return problems;
}
