/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import styled from 'styled-components';
import * as edge from '../../cdn/firstView.mjs';
import { useSiteStore } from '../store/siteStore';
import * as keys from './firstViewKey';
import { renderFirstViews } from './renderFirstViews';

const Title = styled.h1`
  color: rgb(1, 2, 3);
`;
function Greeting() {
  const country = useSiteStore((s) => s.country);
  return <Title>Hello from {country}</Title>;
}

describe('first views', () => {
  it('keys a view by module and string props, in a stable order', () => {
    expect(keys.firstViewKey('marketing/HomeSections')).toBe('marketing/HomeSections');
    expect(keys.firstViewKey('marketing/ProductPage', { product: 'mars-hub' })).toBe('marketing/ProductPage?product=mars-hub');
    expect(keys.firstViewKey('x/Y', { b: '2', a: '1 2', fn: () => {}, obj: {} })).toBe('x/Y?a=1%202&b=2');
    expect(keys.moduleOfViewKey('marketing/ProductPage?product=owlie')).toBe('marketing/ProductPage');
  });

  it('renders each view once per country, with its CSS and without styled-components markers', () => {
    const file = renderFirstViews({ 'marketing/Greeting': () => <Greeting /> });
    expect(file.views['marketing/Greeting']?.us).toMatch(/<h1 class="[^"]+">Hello from us<\/h1>/);
    expect(file.views['marketing/Greeting']?.in).toContain('Hello from in');
    expect(file.css).toContain('color:rgb(1, 2, 3)');
    expect(file.css).not.toMatch(/data-styled|!sc/);
    expect(file.country).toBeUndefined();
    expect(renderFirstViews({}, { shell: true }).country).toEqual({ storageKey: 'mars.country', fallback: 'us' });
  });

  describe('composed at the edge', () => {
    const page = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const shell = {
      css: 'header{color:red}',
      views: {
        shell: { us: `<header>US</header><main>${keys.SLOT_MARKER}</main>`, in: `<header>IN</header><main>${keys.SLOT_MARKER}</main>` },
      },
      country: { storageKey: 'mars.country', fallback: 'us' },
    };
    const remote = {
      css: `.hero{background:url(${keys.RELEASE_BASE_PLACEHOLDER}assets/bg.webp)}`,
      views: { 'marketing/HomeSections': { us: `<img src="${keys.RELEASE_BASE_PLACEHOLDER}assets/us.webp">`, in: '<p>India</p>' } },
    };
    const releaseBase = 'http://cdn.test/1.0.0-abc-12345678/';

    it('puts the default country’s page in #root (inert), the others in templates, the CSS in the head', () => {
      const { page: out, scriptHashes } = edge.composeFirstView(page, { shell, remote, key: 'marketing/HomeSections', releaseBase });
      expect(out).toContain(
        `<div id="root"><div data-first-view inert><header>US</header><main><div data-first-view-slot="marketing/HomeSections"><img src="${releaseBase}assets/us.webp"></div></main></div></div>`,
      );
      expect(out).toContain(
        '<template id="first-view-in"><header>IN</header><main><div data-first-view-slot="marketing/HomeSections"><p>India</p></div></main></template>',
      );
      expect(out).toContain(`<style data-first-view>header{color:red}\n.hero{background:url(${releaseBase}assets/bg.webp)}</style></head>`);
      expect(out).not.toContain(keys.RELEASE_BASE_PLACEHOLDER);
      // The CSP hash is exactly the inline script's.
      const script = out.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
      expect(scriptHashes).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    });

    it("moves the default view's image preloads (the LCP poster) to the top of the head", () => {
      const preload = `<link rel="preload" as="image" href="${keys.RELEASE_BASE_PLACEHOLDER}assets/poster.webp" fetchPriority="high"/>`;
      const withPoster = { ...remote, views: { k: { us: `${preload}<img src="x">`, in: `${preload}<p>in</p>` } } };
      const { page: out } = edge.composeFirstView(page, { shell, remote: withPoster, key: 'k', releaseBase });
      expect(out).toContain(`<head><link rel="preload" as="image" href="${releaseBase}assets/poster.webp" fetchPriority="high"/><title>`);
      expect(out).toContain('<div data-first-view-slot="k"><img src="x"></div>');
    });

    it('leaves the page as it was when the remote release has no view for the route (or no first views at all)', () => {
      expect(edge.composeFirstView(page, { shell, remote, key: 'blog/BlogIndex', releaseBase })).toEqual({ page, scriptHashes: [] });
      expect(edge.composeFirstView(page, { shell, remote: null, key: 'marketing/HomeSections', releaseBase })).toEqual({
        page,
        scriptHashes: [],
      });
      expect(edge.composeFirstView(page, { shell: null, remote, key: 'marketing/HomeSections', releaseBase })).toEqual({
        page,
        scriptHashes: [],
      });
    });

    it('cannot be broken out of by a view containing </style> or a $ pattern', () => {
      const nasty = { css: '</style><script>alert(1)</script>', views: { k: { us: '$& $1', in: 'x' } } };
      const { page: out } = edge.composeFirstView(page, { shell, remote: nasty, key: 'k', releaseBase });
      expect(out).not.toContain('</style><script>alert(1)');
      expect(out).toContain('<div data-first-view-slot="k">$& $1</div>');
    });
  });
});
