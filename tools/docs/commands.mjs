/**
 * `pnpm <script>` as documents write it: the script must be defined — by the root's package.json
 * (or the file's own package's), or by the named package's for `pnpm --filter <package> [run] <script>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, tracked } from './repo.mjs';

const packages = new Map(); // name or folder → scripts
for (const file of tracked.filter((f) => path.basename(f) === 'package.json')) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  const dir = path.dirname(file);
  const entry = { dir, scripts: pkg.scripts ?? {} };
  packages.set(dir, entry);
  if (pkg.name) packages.set(pkg.name, entry);
}
const rootScripts = packages.get('.')?.scripts ?? {};
/** pnpm's own commands, which need no script. */
const BUILTIN = new Set(
  'add audit bin ci config create dedupe dlx env exec fetch i import install licenses link list ls outdated pack patch prune publish rebuild remove rm root run setup store test unlink update up why -r --recursive -C --dir'.split(
    ' ',
  ),
);
/** The package a file belongs to: the deepest folder with a package.json. */
function packageOf(file) {
  let dir = path.dirname(file);
  while (dir !== '.' && !packages.has(dir)) dir = path.dirname(dir);
  return packages.get(dir);
}

/** Problems with one `pnpm …` command line. */
function pnpmProblems(command, file) {
  const words = command.trim().split(/\s+/).slice(1);
  let target = null;
  const filter = words.indexOf('--filter');
  if (filter >= 0) {
    target = words[filter + 1] ?? '';
    words.splice(filter, 2);
  }
  let [script] = words;
  if (script === 'run') script = words[1];
  // A command the line goes on to name on the next line, or an example to fill in (`<app>`).
  if (!script || script.startsWith('<') || script.startsWith('-') || /[^\w:.|-]/.test(script)) return [];
  const problems = [];
  for (const name of script.split('|').filter(Boolean)) {
    if (target !== null) {
      const pkg = packages.get(target.replace(/^\.\//, ''));
      if (!pkg) {
        if (!target.startsWith('<') && !target.includes('*') && !target.startsWith('!'))
          problems.push(`pnpm --filter ${target}: no such package`);
        continue;
      }
      if (!(name in pkg.scripts) && !(words[0] !== 'run' && BUILTIN.has(name)))
        problems.push(`pnpm --filter ${target} ${name}: ${pkg.dir}/package.json has no "${name}" script`);
    } else if (!(name in rootScripts) && !BUILTIN.has(name) && !(name in (packageOf(file)?.scripts ?? {})))
      problems.push(`pnpm ${name}: the root package.json has no "${name}" script`);
  }
  return problems;
}

/** Problems with the `pnpm` commands one prose line names: in code spans, code blocks and comments alike. */
export function commandProblems(line, file) {
  const commands = [...line.matchAll(/(?:^|[`\s(;&])(pnpm\s+[^`;&)]+)/g)].map((m) => m[1]);
  return commands.flatMap((command) => pnpmProblems(command, file));
}
