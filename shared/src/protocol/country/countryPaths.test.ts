import { countryOfPath, countryTwins, splitCountryPath, twinPath, underPrefix } from './countryPaths';

describe('country paths: the default country at the root, every other under /<code>', () => {
  it('splits an address into its country and the page', () => {
    const split = (p: string) => splitCountryPath(p, ['us', 'in', 'uk'], 'us');
    expect(split('/in')).toEqual({ code: 'in', path: '/' });
    expect(split('/in/blog/what-is-edge-ai')).toEqual({ code: 'in', path: '/blog/what-is-edge-ai' });
    expect(split('/uk/blog')).toEqual({ code: 'uk', path: '/blog' });
    expect(split('/india')).toEqual({ code: 'us', path: '/india' });
    expect(split('/us/blog')).toEqual({ code: 'us', path: '/us/blog' });
    expect(split('/')).toEqual({ code: 'us', path: '/' });
  });

  it('writes an address under a prefix as React Router writes a link under its basename', () => {
    expect(underPrefix('/', '/in')).toBe('/in');
    expect(underPrefix('/blog?category=Case+Studies', '/in')).toBe('/in/blog?category=Case+Studies');
    expect(underPrefix('/#demo', '/in')).toBe('/in#demo');
    expect(underPrefix('/blog', '')).toBe('/blog');
  });

  it("gives a page's twin in another country, and the country of an address", () => {
    expect(twinPath('/in/blog', 'us')).toBe('/blog');
    expect(twinPath('/blog', 'in')).toBe('/in/blog');
    expect(twinPath('/in', 'us')).toBe('/');
    expect(countryOfPath('/in/privacy-policy')).toBe('in');
    expect(countryOfPath('/privacy-policy')).toBe('us');
  });

  it("names a page's twins for its head: every country's language, the default's as x-default", () => {
    expect(countryTwins('in', { us: 'en-US', in: 'en-IN' }, 'us')).toEqual({
      language: 'en-IN',
      prefix: '/in',
      all: [
        { language: 'en-US', prefix: '' },
        { language: 'en-IN', prefix: '/in' },
      ],
    });
  });
});
