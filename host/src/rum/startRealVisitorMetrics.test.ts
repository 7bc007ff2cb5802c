/**
 * The metrics' library arrives after the first paint; when it cannot (the visitor left while it
 * loaded, or the file failed), the page says so in a line and raises nothing uncaught.
 *
 * An unhandled rejection fails this test by itself: Jest 30 (jest-circus) records every rejection
 * left unhandled while a test runs and fails that test with it. (A `process.on('unhandledRejection')`
 * listener in the test would never be called: the test's `process` is Jest's sandboxed copy, not
 * Node's — jestjs/jest#5620.)
 */
jest.mock('web-vitals/attribution', () => {
  throw new Error('Loading chunk web-vitals failed.');
});

import { waitFor } from '@testing-library/react';
import { startRealVisitorMetrics } from './startRealVisitorMetrics';

it('a web-vitals file that fails to load leaves no unhandled rejection, only a warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    startRealVisitorMetrics({ composition: 'host=h;blog=b', afterPaint: Promise.resolve() });
    // The failed import has settled once the warning is written.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Loading chunk web-vitals failed.')));
    // Node reports a rejection nobody handled after the microtasks of the turn that settled it: one
    // more turn, and Jest has seen it if there is one.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  } finally {
    warn.mockRestore();
  }
});
