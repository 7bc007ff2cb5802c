/**
 * The edge's layer drawing (host/edge/README.md, "Layers") against the layers the architecture rule
 * enforces (.dependency-cruiser.cjs, WORKER_LAYERS).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './repo.mjs';

const require = createRequire(import.meta.url);

/** The rows of the drawing under "Layers" in host/edge/README.md, against WORKER_LAYERS. */
export function layerProblems() {
  const readme = 'host/edge/README.md';
  const { WORKER_LAYERS } = require(path.join(ROOT, '.dependency-cruiser.cjs'));
  const text = readFileSync(path.join(ROOT, readme), 'utf8');
  const block = text.match(/^#+ Layers\b[\s\S]*?```\n([\s\S]*?)```/m)?.[1];
  if (!block) return [`${readme}: no layer drawing under a "Layers" heading (.dependency-cruiser.cjs's WORKER_LAYERS)`];
  // Each line: the row's entries (words ending in / or .ts), then what they are.
  const drawn = block
    .trim()
    .split('\n')
    .map((l) => (l.match(/^(?:[\w.]+(?:\/|\.ts),?\s+)+/)?.[0] ?? '').split(/,?\s+/).filter(Boolean));
  const want = WORKER_LAYERS.map((row) => row.join(' '));
  const have = drawn.map((row) => row.join(' '));
  if (JSON.stringify(want) === JSON.stringify(have)) return [];
  return [
    `${readme}: its layer drawing (${have.map((r) => `[${r}]`).join(' ')}) is not the layers .dependency-cruiser.cjs enforces (${want.map((r) => `[${r}]`).join(' ')})`,
  ];
}
