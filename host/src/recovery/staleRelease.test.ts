import { forgetRecoveryState, isGone, recoverIfGone, rememberPagesLeft } from './staleRelease';

const answer = (status: number) => jest.fn(async () => ({ status }) as Response) as unknown as typeof fetch;
const failed = { app: 'blog', release: '1.0.0-abc-0123abcd', url: 'http://blog.test/1.0.0-abc-0123abcd/mf-manifest.json' };

afterEach(() => {
  forgetRecoveryState();
  sessionStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('a tab whose release is gone', () => {
  it('asks the edge past every cache; only 404 and 410 are "gone"', async () => {
    const doFetch = answer(404);
    expect(await isGone(failed.url, doFetch)).toBe(true);
    expect(doFetch).toHaveBeenCalledWith(failed.url, { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    expect(await isGone(failed.url, answer(410))).toBe(true);
    for (const status of [200, 500, 503]) expect(await isGone(failed.url, answer(status))).toBe(false);
    expect(await isGone(failed.url, jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).toBe(
      false,
    );
  });

  it('is loaded whole at the same address, the recovery reported, what was typed in the page left and in this one kept', async () => {
    document.body.innerHTML = '<form id="demo-request"><input name="firstName"></form><a href="/blog">Blog</a>';
    rememberPagesLeft();
    (document.querySelector('input') as HTMLInputElement).value = 'Asha';
    // The app's router takes the click (it navigates without a load): the page left is noted first.
    document.querySelector('a')?.addEventListener('click', (e) => {
      e.preventDefault();
      history.pushState(null, '', '/blog');
      document.body.innerHTML = '<form role="search"><input name="q"></form>';
    });
    (document.querySelector('a') as HTMLAnchorElement).click();
    (document.querySelector('input') as HTMLInputElement).value = 'edge ai';

    const report = jest.fn();
    const reload = jest.fn();
    expect(await recoverIfGone(failed, { report, reload, doFetch: answer(404), now: 1_000_000 })).toBe(true);
    expect(report).toHaveBeenCalledWith(failed);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('mars:kept-values:/') ?? '')).toEqual({ 'demo-request': { firstName: 'Asha' } });
    expect(JSON.parse(sessionStorage.getItem('mars:kept-values:/blog') ?? '')).toEqual({ 'form-0': { q: 'edge ai' } });
  });

  it('keeps its fallback when the file is only unreachable, or when this address already recovered within the minute', async () => {
    const reload = jest.fn();
    expect(await recoverIfGone(failed, { report: jest.fn(), reload, doFetch: answer(503) })).toBe(false);
    expect(await recoverIfGone({ ...failed, url: undefined }, { report: jest.fn(), reload, doFetch: answer(404) })).toBe(false);
    sessionStorage.setItem('mars:recovered:/', String(1_000_000));
    expect(await recoverIfGone(failed, { report: jest.fn(), reload, doFetch: answer(404), now: 1_030_000 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(await recoverIfGone(failed, { report: jest.fn(), reload, doFetch: answer(404), now: 1_061_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
