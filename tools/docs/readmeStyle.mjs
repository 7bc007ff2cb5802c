/**
 * A README is a guide, not a log: every line at most 100 characters outside code blocks and
 * tables, and no commit hash or date in it (history and figures live in commit bodies and in the
 * figures the bench writes). Only README.md files: content that states a date
 * (an article's, a legal page's) is not checked here.
 */
import path from 'node:path';

export const MAX_LINE = 100;
/** A commit's hash as prose cites one: 7–40 hex digits with a digit and a letter, not a colour. */
const HASH = /(?<![\w#/.-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w-])/g;
const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** A day: 2026-11-23, 23 November 2026, November 23, 2026. */
const DATE = new RegExp(
  String.raw`\b(?:(?:19|20)\d\d-[01]\d-[0-3]\d|\d{1,2} ${MONTH} (?:19|20)\d\d|${MONTH} \d{1,2}, (?:19|20)\d\d)\b`,
  'g',
);

/** Problems with a README's form; `[]` for any other file. */
export function readmeStyleProblems(file, text) {
  if (path.basename(file) !== 'README.md') return [];
  const problems = [];
  let fence = false;
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (line.trim().startsWith('```')) {
      fence = !fence;
      return;
    }
    if (fence) return;
    const length = [...line].length;
    if (length > MAX_LINE && !line.trim().startsWith('|'))
      problems.push(`${at}: a line of ${length} characters (at most ${MAX_LINE} outside code blocks and tables)`);
    for (const m of line.matchAll(HASH)) problems.push(`${at}: "${m[0]}" reads as a commit hash: history goes in the commit's body`);
    // A date in quotes is the format a page shows ("5 August 2025"), not when something happened.
    const unquoted = line.replace(/"[^"]*"|“[^”]*”/g, '""');
    for (const m of unquoted.matchAll(DATE)) problems.push(`${at}: "${m[0]}" is a date: history goes in the commit's body`);
  });
  return problems;
}
