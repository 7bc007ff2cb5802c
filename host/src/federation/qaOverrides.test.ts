import { QA_OVERRIDES_KEY } from '@mars/shared/first-view';
import { applyQaOverrides, requestedReleaseOverrides, withoutOverrideParam } from './qaOverrides';

const live = 'https://blog.cdn.example/1.0.0-aaaaaaa-11111111/mf-manifest.json';
const config = {
  remotes: {
    marketing: 'https://marketing.cdn.example/1.0.0-aaaaaaa-22222222/mf-manifest.json',
    blog: live,
    auth: 'https://auth.cdn.example/1.0.0-aaaaaaa-33333333/mf-manifest.json',
    demo: 'https://demo.cdn.example/1.0.0-aaaaaaa-44444444/mf-manifest.json',
  },
  qaOverrides: { allowedOrigins: ['https://blog.cdn.example', 'http://localhost:3002'] },
};

function memoryStorage(initial?: Record<string, string>) {
  const data = new Map<string, string>(initial ? [[QA_OVERRIDES_KEY, JSON.stringify(initial)]] : []);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    stored: () => (data.has(QA_OVERRIDES_KEY) ? JSON.parse(data.get(QA_OVERRIDES_KEY) as string) : null),
  };
}

function run(search: string, storage = memoryStorage()) {
  const warnings: string[] = [];
  const result = applyQaOverrides(config, { search, storage, warn: (m) => warnings.push(m) });
  return { ...result, warnings, storage };
}

describe('QA overrides', () => {
  it('leaves the config alone when nothing is asked for', () => {
    const r = run('');
    expect(r.remotes).toEqual(config.remotes);
    expect(r.active).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('points a remote at another release on its own CDN origin and remembers it', () => {
    const r = run('?override=blog:1.0.0-bbbbbbb-99999999');
    expect(r.remotes.blog).toBe('https://blog.cdn.example/1.0.0-bbbbbbb-99999999/mf-manifest.json');
    expect(r.remotes.marketing).toBe(config.remotes.marketing);
    expect(r.active).toEqual([{ remote: 'blog', target: '1.0.0-bbbbbbb-99999999', url: r.remotes.blog, verified: false }]);
    expect(r.storage.stored()).toEqual({ blog: '1.0.0-bbbbbbb-99999999' });
  });

  it('points a remote at a dev server on an allow-listed origin', () => {
    const r = run('?override=blog:http://localhost:3002/mf-manifest.json');
    expect(r.remotes.blog).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('keeps a remembered override on the next page load without the query parameter', () => {
    const r = run('', memoryStorage({ blog: 'http://localhost:3002/mf-manifest.json' }));
    expect(r.active.map((o) => o.remote)).toEqual(['blog']);
  });

  it('ignores and logs an origin that is not on the allow-list, and forgets it', () => {
    const r = run('?override=blog:https://evil.example/mf-manifest.json', memoryStorage({ blog: 'https://evil.example/x.json' }));
    expect(r.remotes.blog).toBe(live);
    expect(r.active).toEqual([]);
    expect(r.warnings).toEqual([expect.stringContaining('https://evil.example is not on the allow-list')]);
    expect(r.storage.stored()).toBeNull();
  });

  it('ignores a release id for a remote whose CDN origin is not allow-listed', () => {
    const r = run('?override=marketing:1.0.0-bbbbbbb-99999999');
    expect(r.remotes.marketing).toBe(config.remotes.marketing);
    expect(r.warnings[0]).toContain('not on the allow-list');
  });

  it('ignores unknown remotes and targets that are neither ids nor http URLs', () => {
    const r = run('?override=payments:1.0.0&override=blog:javascript:alert(1)');
    expect(r.active).toEqual([]);
    expect(r.warnings).toEqual([expect.stringContaining('"payments" is not a remote'), expect.stringContaining('neither a release id')]);
  });

  it('clears one override with an empty target', () => {
    const r = run('?override=blog:', memoryStorage({ blog: '1.0.0-bbbbbbb-99999999' }));
    expect(r.active).toEqual([]);
    expect(r.storage.stored()).toBeNull();
  });

  it('applies nothing when the config has no allow-list', () => {
    const warnings: string[] = [];
    const r = applyQaOverrides(
      { remotes: config.remotes },
      { search: '?override=blog:1.0.0-bbbbbbb-99999999', storage: null, warn: (m) => warnings.push(m) },
    );
    expect(r.active).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('is verified when the edge vouches for the release: the config names it with its manifest digest', () => {
    const overridden = 'https://blog.cdn.example/1.0.0-bbbbbbb-99999999/mf-manifest.json';
    const cookies: (string | null)[] = [];
    const r = applyQaOverrides(
      { ...config, remotes: { ...config.remotes, blog: overridden }, integrity: { blog: 'sha384-abc' } },
      { search: '?override=blog:1.0.0-bbbbbbb-99999999', storage: memoryStorage(), warn: () => {}, setCookie: (v) => cookies.push(v) },
    );
    expect(r.active).toEqual([{ remote: 'blog', target: '1.0.0-bbbbbbb-99999999', url: overridden, verified: true }]);
    // The edge learns of it on the next page through the cookie; a dev server's is the browser's alone.
    expect(cookies).toEqual(['blog:1.0.0-bbbbbbb-99999999']);
    const dev = applyQaOverrides(config, {
      search: '?override=blog:http://localhost:3002/mf-manifest.json',
      storage: memoryStorage(),
      warn: () => {},
      setCookie: (v) => cookies.push(v),
    });
    expect(dev.active[0]?.verified).toBe(false);
    expect(cookies.at(-1)).toBeNull();
  });

  it('asks the edge for the published releases it is asked for, remembered or in the query', () => {
    const storage = memoryStorage({ demo: '1.0.0-ccccccc-88888888', auth: 'http://localhost:3003/mf-manifest.json' });
    expect(requestedReleaseOverrides({ search: '?override=blog:1.0.0-bbbbbbb-99999999&override=payments:1.0.0-x-1', storage })).toEqual({
      blog: '1.0.0-bbbbbbb-99999999',
      demo: '1.0.0-ccccccc-88888888',
    });
  });

  it('removes only the override parameter from the address', () => {
    expect(withoutOverrideParam('https://site.example/blog?category=Retail&override=blog:x')).toBe(
      'https://site.example/blog?category=Retail',
    );
  });
});
