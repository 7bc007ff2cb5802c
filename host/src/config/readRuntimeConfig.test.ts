import { parseRuntimeConfig, runtimeConfigUrl } from './readRuntimeConfig';

const good = {
  remotes: {
    marketing: 'https://cdn.example/marketing/1.2.0/mf-manifest.json',
    blog: 'https://cdn.example/blog/mf-manifest.json',
    auth: 'https://cdn.example/auth/mf-manifest.json',
    demo: 'https://cdn.example/demo/mf-manifest.json',
  },
  apiBase: 'https://api.example',
  firebase: { apiKey: 'k', authDomain: 'example.firebaseapp.com', projectId: 'p' },
};

describe('runtime config', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(good)).toEqual(good);
    expect(parseRuntimeConfig({ ...good, publicOrigin: 'https://www.example.com' })).toHaveProperty(
      'publicOrigin',
      'https://www.example.com',
    );
  });

  it.each([
    ['not an object', null, 'not an object'],
    ['a missing remote', { ...good, remotes: { ...good.remotes, blog: undefined } }, 'remotes.blog'],
    ['a non-http remote', { ...good, remotes: { ...good.remotes, auth: 'javascript:alert(1)' } }, 'remotes.auth'],
    ['no API base', { ...good, apiBase: 42 }, 'apiBase'],
    ['a public origin that is not a URL', { ...good, publicOrigin: 'javascript:x' }, 'publicOrigin'],
    ['incomplete firebase', { ...good, firebase: { apiKey: 'k' } }, 'firebase'],
    ['a QA allow-list that is not a list', { ...good, qaOverrides: { allowedOrigins: 'https://x.example' } }, 'qaOverrides'],
    ['a QA allow-list with a non-URL', { ...good, qaOverrides: { allowedOrigins: ['ftp://x'] } }, 'qaOverrides'],
  ])('rejects %s', (_name, doc, message) => {
    expect(() => parseRuntimeConfig(doc)).toThrow(message);
  });
});

describe('the config of the page’s variant', () => {
  it('names each canary of the page with its release, in the order the edge writes them', () => {
    expect(runtimeConfigUrl('host=h1;marketing=m1;blog=b2;demo=d2;canary=demo,blog')).toBe('/runtime-config.json?variant=blog@b2,demo@d2');
    expect(runtimeConfigUrl('host=h1;blog=b1')).toBe('/runtime-config.json');
    expect(runtimeConfigUrl(null)).toBe('/runtime-config.json');
  });

  it('names the QA overrides of published releases after them: the page’s own and those the browser remembers', () => {
    expect(runtimeConfigUrl('host=h1;blog=b9;demo=d2;canary=demo,blog;qa=blog')).toBe(
      '/runtime-config.json?variant=demo@d2&override=blog:b9',
    );
    expect(runtimeConfigUrl('host=h1;blog=b1', { demo: 'd7', blog: 'b8' })).toBe('/runtime-config.json?override=blog:b8&override=demo:d7');
  });
});
