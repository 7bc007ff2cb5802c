import { importInSlices } from './importInSlices';

describe('importing the shared libraries one per task', () => {
  afterEach(() => jest.useRealTimers());

  it('starts each import in a separate task, without waiting for the previous one to arrive', async () => {
    jest.useFakeTimers();
    const started: string[] = [];
    const never = () => new Promise<void>(() => {});
    const pending = importInSlices(
      ['react', 'react-dom', 'router'].map((name) => () => {
        started.push(name);
        return never();
      }),
    );
    expect(started).toEqual(['react']); // the rest waits for the next task
    await jest.runOnlyPendingTimersAsync();
    expect(started).toEqual(['react', 'react-dom']); // started although react never arrived
    await jest.runOnlyPendingTimersAsync();
    expect(started).toEqual(['react', 'react-dom', 'router']);
    void pending;
  });

  it('resolves once every import has loaded, and fails when one fails', async () => {
    jest.useFakeTimers();
    let arrive = () => {};
    const slow = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let resolved = false;
    const all = importInSlices([() => slow, () => Promise.resolve()]).then(() => {
      resolved = true;
    });
    // Every import started (one per task) and the second has arrived: still waiting for the first.
    await jest.runAllTimersAsync();
    expect(resolved).toBe(false);
    arrive();
    await all;
    expect(resolved).toBe(true);
    jest.useRealTimers();
    await expect(importInSlices([() => Promise.resolve(), () => Promise.reject(new Error('chunk failed'))])).rejects.toThrow(
      'chunk failed',
    );
  });
});
