import { afterFirstViewPaint } from './afterPaint';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return () => done;
};

describe('starting the app after the first view has painted', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('starts at once when the page has no first view', async () => {
    // The clock stands still: only a wait for nothing can settle.
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    const isDone = await settled(afterFirstViewPaint());
    expect(isDone()).toBe(true);
  });

  it('waits for the poster to decode and a frame to be drawn', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root" data-first-view><img fetchpriority="high" src="p.webp"></div>';
    let decodeDone: () => void = () => {};
    const img = document.querySelector('img') as HTMLImageElement;
    img.decode = () => new Promise<void>((r) => (decodeDone = r));
    const isDone = await settled(afterFirstViewPaint());
    await jest.advanceTimersByTimeAsync(500);
    expect(isDone()).toBe(false);
    decodeDone();
    // Decoded, and every promise that follows from it settled, but no frame drawn yet.
    await jest.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(false);
    // One frame, then the task it queues (the fake clock runs a 0 ms timeout set in a frame 1 ms on).
    jest.advanceTimersToNextFrame();
    await jest.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('never waits longer than the cap (an image that never decodes cannot hold the app back)', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root" data-first-view><img fetchpriority="high" src="p.webp"></div>';
    (document.querySelector('img') as HTMLImageElement).decode = () => new Promise<void>(() => {});
    const isDone = await settled(afterFirstViewPaint(document, 1000));
    await jest.advanceTimersByTimeAsync(999);
    expect(isDone()).toBe(false);
    await jest.advanceTimersByTimeAsync(2);
    expect(isDone()).toBe(true);
  });
});
