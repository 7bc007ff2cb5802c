/**
 * The library is fetched in a task after the entry's own, and the metrics start in the tasks after
 * the library's, one per task: a tap made while they start is answered between them, not after all
 * of them.
 */
import { waitFor } from '@testing-library/react';
import { startRealVisitorMetrics } from './startRealVisitorMetrics';

// What runs, in order: the library, each metric's start, and any other task the browser had waiting.
const mockLog: string[] = [];
const mockRan = (piece: string) => {
  mockLog.push(piece);
  setTimeout(() => mockLog.push('another task')); // a tap that came in while this piece ran
};

// The entry reads the page's composition as it starts: a tap comes in while it runs.
jest.mock('@mars/shared/page-composition', () => ({
  pageComposition: () => {
    mockRan('entry');
    return 'host=h';
  },
}));

jest.mock('web-vitals/attribution', () => {
  mockRan('library');
  return {
    onLCP: () => mockRan('LCP'),
    onCLS: () => mockRan('CLS'),
    onINP: () => mockRan('INP'),
    onTTFB: () => mockRan('TTFB'),
  };
});

test('the library and each metric start in tasks of their own, with what came in meanwhile answered between them', async () => {
  startRealVisitorMetrics({ composition: 'host=h;blog=b', afterPaint: Promise.resolve() });
  await waitFor(() => expect(mockLog).toContain('TTFB'));
  await new Promise((resolve) => setTimeout(resolve)); // the last piece's waiting task
  expect(mockLog).toEqual([
    'library',
    'another task',
    'LCP',
    'another task',
    'CLS',
    'another task',
    'INP',
    'another task',
    'TTFB',
    'another task',
  ]);
});

test("the metrics' own entry fetches the library in a task after its own: a tap that came in while it ran is answered first", async () => {
  mockLog.length = 0;
  jest.resetModules(); // a fresh page: the entry and the library run anew
  require('./index');
  await waitFor(() => expect(mockLog).toContain('library'));
  expect(mockLog.slice(0, 3)).toEqual(['entry', 'another task', 'library']);
});
