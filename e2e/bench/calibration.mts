/**
 * The same phone on any machine: a CPU slowdown is relative to the host, so, as Lighthouse's
 * docs/throttling.md advises, it is 4 × the host's benchmarkIndex (BI) / 1,500, the BI of the host
 * Lighthouse's default 4× is meant for.
 */
import { availableParallelism } from 'node:os';
import type { BrowserContext } from '@playwright/test';
import { median } from './stats.mts';

export type Calibration = { benchmarkIndex: number; readings: number[]; multiplier: number; cores: number };
export const calibratedSlowdown = (bi: number): number => Number(((4 * bi) / 1500).toFixed(2));

/**
 * Lighthouse's `computeBenchmarkIndex` (core/lib/page-functions.js of 12.8) copied as a string (no
 * transpiler touches it): its public API reads the BI only in a run, and the phone's is set before.
 */
const BENCHMARK_INDEX = `(() => {
  function benchmarkIndexGC() {
    const start = Date.now(); let iterations = 0;
    while (Date.now() - start < 500) {
      let s = ''; for (let j = 0; j < 10000; j++) s += 'a'; if (s.length === 1) throw new Error('never'); iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  function benchmarkIndexNoGC() {
    const arrA = []; const arrB = []; for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
    const start = Date.now(); let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const src = iterations % 2 === 0 ? arrA : arrB; const tgt = iterations % 2 === 0 ? arrB : arrA;
      for (let j = 0; j < src.length; j++) tgt[j] = src[j]; iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  }
  return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
})()`;

/**
 * The host's BI read as Lighthouse reads it, in a tab that has run nothing (in one tab it runs warm,
 * 10–25 % high): 7 fresh tabs, the median. `reuse`: the first serves every later call (quick pass).
 */
export function calibrator({ reuse, noted }: { reuse: boolean; noted: (bi: number) => void }) {
  let kept: Calibration | null = null;
  return async (context: BrowserContext): Promise<Calibration> => {
    if (reuse && kept) return kept;
    const readings: number[] = [];
    for (let i = 0; i < 7; i++) {
      const page = await context.newPage();
      readings.push(Math.round(await page.evaluate<number>(BENCHMARK_INDEX)));
      await page.close();
    }
    const bi = median(readings) ?? 0;
    noted(bi);
    kept = { benchmarkIndex: bi, readings, multiplier: calibratedSlowdown(bi), cores: availableParallelism() };
    return kept;
  };
}
