/**
 * The metrics' library arrives after the first paint; when it cannot (the visitor left while it
 * loaded, or the file failed), the page says so in a line and raises nothing uncaught.
 */
jest.mock('web-vitals/attribution', () => {
  throw new Error('Loading chunk web-vitals failed.');
});

import { startRealVisitorMetrics } from './startRealVisitorMetrics';

it('a web-vitals file that fails to load leaves no unhandled rejection, only a warning', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    startRealVisitorMetrics({ composition: 'host=h;blog=b', afterPaint: Promise.resolve() });
    await new Promise((r) => setTimeout(r, 20));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Loading chunk web-vitals failed.'));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
    warn.mockRestore();
  }
});
