/** `mars-edge prune`'s table: per app, what goes (or would go) and why, then what stays and by which rule. */
import type { PruneReport } from '../worker/retention/pruneReport';

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export function pruneText(answers: PruneReport[]): string {
  return answers
    .flatMap(({ apps: [a], dryRun }) => {
      if (!a) return [];
      return [
        `${a.app}: ${a.kept.length} kept, ${a.removed.length} ${dryRun ? 'would go' : 'removed'} (${kB(a.bytesBefore)} → ${kB(a.bytesAfter)})`,
        ...a.removed.map((r) => `  - ${r.id}  ${kB(r.bytes)}  ${r.reason}`),
        ...a.kept.map((r) => `  + ${r.id}  ${kB(r.bytes)}  ${r.reason}`),
      ];
    })
    .join('\n');
}
