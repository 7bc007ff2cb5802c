import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PUBLISHED, readPublished, renderPage } from './results.mts';
import { median, quantile } from './stats.mts';

test('docs/benchmarks.md is what docs/benchmarks.json generates (pnpm bench --docs makes it again)', () => {
  assert.equal(readFileSync(PUBLISHED.page, 'utf8'), renderPage(readPublished()));
});

test('the published figures are a full run, each figure with the calibration it was taken at', () => {
  const r = readPublished();
  assert.equal(r.quick, false);
  assert.ok(r.benchmarkIndex > 0 && r.multiplier > 0 && r.cores > 0);
  for (const p of Object.values(r.lighthouse ?? {})) assert.ok(p.runs.every((run) => run.benchmarkIndex > 0 && run.multiplier > 0));
  assert.ok(r.earlyTaps?.every((t) => t.calibration.multiplier > 0));
});

test('a median and a percentile are values measured, by nearest rank; runs without a figure are left out', () => {
  assert.equal(median([5, 1, null, 3]), 3);
  assert.equal(median([4, 1, 3, 2, 5]), 3);
  assert.equal(quantile([10, 20, 30, 40], 0.75), 30);
  assert.equal(median([null, undefined]), null);
});
