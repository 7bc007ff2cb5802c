/**
 * Where documents name things: all of a Markdown file, and the comments of code.
 */

/** [line number, text] of the prose a file holds: all of a Markdown file, the comments of code. */
export function proseLines(file, text) {
  const lines = text.split('\n');
  if (file.endsWith('.md')) return lines.map((l, i) => [i + 1, l]);
  const out = [];
  let inBlock = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (inBlock || t.startsWith('/**') || t.startsWith('/*')) {
      out.push([i + 1, t]);
      inBlock = !t.includes('*/') || (t.startsWith('/*') && t.indexOf('*/') < 2 && t.length > 2 && !t.endsWith('*/'));
      if (t.endsWith('*/')) inBlock = false;
    } else if (t.startsWith('//')) out.push([i + 1, t]);
  });
  return out;
}

/** The words of a prose line without a comment's leading `/**`, `*` or `//`. */
export function withoutCommentMarks(line) {
  return line.replace(/^\s*(\/\*\*?|\*\/|\*|\/\/+)\s?/, '').replace(/\*\/\s*$/, '');
}

/**
 * Runs of prose as one text each (a comment block, consecutive `//` lines, a Markdown paragraph),
 * so that a phrase wrapped over two lines reads as one: [{ text, lineAt(offset) }].
 */
export function proseRuns(file, text) {
  const markdown = file.endsWith('.md');
  const runs = [];
  let current = null;
  let fence = false;
  const close = () => {
    if (current) runs.push(current);
    current = null;
  };
  for (const [n, raw] of proseLines(file, text)) {
    if (markdown && raw.trim().startsWith('```')) {
      fence = !fence;
      close();
      continue;
    }
    const line = markdown ? raw.trim() : withoutCommentMarks(raw).trim();
    if (fence || !line || (current && current.last !== n - 1)) close();
    if (fence || !line) continue;
    current ??= { text: '', starts: [], last: n };
    current.starts.push([current.text.length, n]);
    current.text += `${line} `;
    current.last = n;
  }
  close();
  return runs.map(({ text: t, starts }) => ({
    text: t,
    lineAt: (offset) => starts.filter(([at]) => at <= offset).pop()?.[1] ?? starts[0][1],
  }));
}

/** The tokens a line names as paths: Markdown's code spans and links, and (in comments) bare words. */
export function tokensOf(line, markdown) {
  const found = [];
  for (const m of line.matchAll(/`([^`]+)`/g)) found.push(m[1].trim());
  for (const m of line.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) if (!/^[a-z]+:/.test(m[1])) found.push(m[1]);
  const bare = line.replace(/`[^`]*`/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  if (!markdown) {
    // `host/src/index.ts`, `index.ts`, and names with more than one dot (`composePage.test.ts`).
    for (const m of bare.matchAll(/(?<![\w@/.:-])([\w.-]+\/[\w@.[\]/-]*[\w/]|[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|cjs))(?![\w/])/g))
      found.push(m[1]);
  } else {
    // A test file named in running text counts too (`tested in composePage.test.ts`).
    for (const m of bare.matchAll(/(?<![\w@/.:-])([\w@.[\]/-]*[\w[\]-]\.(?:test|spec)\.(?:ts|tsx|mts|mjs|cjs|js))(?![\w/])/g))
      found.push(m[1]);
  }
  return found;
}
