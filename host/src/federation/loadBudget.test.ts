/** @jest-environment node */
import { fetchWithBudget } from './loadBudget';

const ok = () => new Response('{}', { status: 200 });

describe('remote load budget', () => {
  it('retries quick failures within the budget', async () => {
    const doFetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
    const res = await fetchWithBudget('http://r/mf-manifest.json', {}, 3000, doFetch);
    expect(res.status).toBe(200);
    expect(doFetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after at most 3 attempts', async () => {
    const doFetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithBudget('http://r/x', {}, 3000, doFetch)).rejects.toThrow('Failed to fetch');
    expect(doFetch).toHaveBeenCalledTimes(3);
  });

  it('aborts a request that never answers when the budget runs out', async () => {
    const doFetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    // Without the budget's abort this never settles (the test's own time-out fails it): no stopwatch needed.
    await expect(fetchWithBudget('http://r/x', {}, 300, doFetch as never)).rejects.toThrow();
    expect(doFetch.mock.calls[0]?.[1].signal?.aborted).toBe(true);
  });

  it('does not retry a client error (404 is an answer)', async () => {
    const doFetch = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    const res = await fetchWithBudget('http://r/x', {}, 3000, doFetch);
    expect(res.status).toBe(404);
    expect(doFetch).toHaveBeenCalledTimes(1);
  });
});
