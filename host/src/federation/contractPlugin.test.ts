import contractPlugin, { contractProblem, refusalOf } from './contractPlugin';

const manifest = (contract?: string) => ({ mars: contract === undefined ? undefined : { app: 'remote-blog', contract } });

describe('remote contract check', () => {
  it('accepts a remote built against the same major, newer minor or patch included', () => {
    expect(contractProblem('blog', manifest('1.0.0'), '1.0.0')).toBeNull();
    expect(contractProblem('blog', manifest('1.4.2'), '1.0.0')).toBeNull();
    expect(contractProblem('blog', manifest('1.0.0'), '1.9.0')).toBeNull();
  });

  it('refuses another major, naming both versions', () => {
    expect(contractProblem('blog', manifest('2.0.0'), '1.0.0')).toBe(
      '[host] remote "blog" refused: built against contract 2.0.0, this host speaks contract 1.0.0 (major 1). None of its code runs.',
    );
  });

  it('refuses a manifest that declares no contract or garbage', () => {
    expect(contractProblem('blog', manifest(), '1.0.0')).toContain('declares no contract version');
    expect(contractProblem('blog', manifest('soon'), '1.0.0')).toContain('built against contract soon');
  });

  it('stops the load before any remote code runs, logs once and remembers the refusal', async () => {
    const plugin = contractPlugin();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const args = { moduleInfo: { name: 'mars_blog', alias: 'blog' }, manifestJson: manifest('2.1.0'), from: 'manifest' };
    const hook = plugin.loadRemoteSnapshot as unknown as (a: typeof args) => Promise<unknown>;
    await expect(async () => hook(args)).rejects.toThrow('built against contract 2.1.0');
    await expect(async () => hook(args)).rejects.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(refusalOf('blog')).toContain('2.1.0');

    // A fixed release is accepted again.
    const fixed = { ...args, manifestJson: manifest('1.2.0') };
    await expect(Promise.resolve(hook(fixed))).resolves.toBe(fixed);
    expect(refusalOf('blog')).toBeUndefined();
    error.mockRestore();
  });

  it('lets later modules of an accepted remote through (they come from the cached snapshot, without a manifest)', async () => {
    const hook = contractPlugin().loadRemoteSnapshot as unknown as (a: object) => Promise<unknown>;
    const fromCache = { moduleInfo: { name: 'mars_blog', alias: 'blog' }, from: 'global' };
    await expect(Promise.resolve(hook(fromCache))).resolves.toBe(fromCache);
  });
});
