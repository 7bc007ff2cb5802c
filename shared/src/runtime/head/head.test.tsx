import { render } from '@testing-library/react';
import { RELEASE_BASE_PLACEHOLDER } from '../../protocol/firstView/format';
import { canonicalUrl, HEAD_ATTR, headHtml, headTags, type PageHead, siteUrl } from '../../protocol/head/head';
import { siteStore } from '../store/siteStore';
import { PageHead as PageHeadComponent, resetHead } from './PageHead';

const ctx = { origin: 'https://www.example.com', releaseBase: 'https://cdn.example.com/blog/1.0.0-abc-12345678/', siteName: 'Mars Vision' };
const article: PageHead = {
  path: '/blog/what-is-edge-ai',
  title: 'What Is Edge AI? | Mars Vision',
  socialTitle: 'What Is Edge AI?',
  description: 'Edge AI runs the model where the data is created.',
  ogType: 'article',
  image: { url: `${RELEASE_BASE_PLACEHOLDER}assets/what-is-edge-ai-og.1234abcd.jpg`, width: 1200, height: 630, alt: 'A diagram' },
  publishedTime: '2025-08-05',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
    { name: 'What Is Edge AI?', path: '/blog/what-is-edge-ai' },
  ],
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'What Is Edge AI?', url: siteUrl('/blog/what-is-edge-ai') },
  ],
};

const attr = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.find((t) => t.attrs?.[key] === value)?.attrs?.content ?? tags.find((t) => t.attrs?.[key] === value)?.attrs?.href;

describe('head tags', () => {
  it('writes the title, description, an absolute canonical on the public origin, Open Graph and Twitter card', () => {
    const tags = headTags(article, ctx);
    expect(tags[0]).toEqual({ tag: 'title', text: 'What Is Edge AI? | Mars Vision' });
    expect(attr(tags, 'name', 'description')).toBe(article.description);
    expect(attr(tags, 'rel', 'canonical')).toBe('https://www.example.com/blog/what-is-edge-ai');
    expect(attr(tags, 'property', 'og:url')).toBe('https://www.example.com/blog/what-is-edge-ai');
    expect(attr(tags, 'property', 'og:type')).toBe('article');
    expect(attr(tags, 'property', 'og:title')).toBe('What Is Edge AI?');
    expect(attr(tags, 'property', 'og:site_name')).toBe('Mars Vision');
    // The release's asset, on the release's origin.
    expect(attr(tags, 'property', 'og:image')).toBe(
      'https://cdn.example.com/blog/1.0.0-abc-12345678/assets/what-is-edge-ai-og.1234abcd.jpg',
    );
    expect(attr(tags, 'property', 'og:image:width')).toBe('1200');
    expect(attr(tags, 'property', 'og:image:height')).toBe('630');
    expect(attr(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(attr(tags, 'property', 'article:published_time')).toBe('2025-08-05');
  });

  it('writes JSON-LD with site URLs on the public origin, and a BreadcrumbList for an inner page', () => {
    const ld = headTags(article, ctx)
      .filter((t) => t.tag === 'script')
      .map((t) => JSON.parse(t.text ?? ''));
    expect(ld[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'What Is Edge AI?',
      url: 'https://www.example.com/blog/what-is-edge-ai',
    });
    expect(ld[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.example.com/blog' },
        { '@type': 'ListItem', position: 3, name: 'What Is Edge AI?', item: 'https://www.example.com/blog/what-is-edge-ai' },
      ],
    });
    // The home page (one crumb) has no BreadcrumbList.
    const homeLd = headTags({ path: '/', title: 't', description: 'd', breadcrumbs: [{ name: 'Home', path: '/' }] }, ctx).filter(
      (t) => t.tag === 'script',
    );
    expect(homeLd).toEqual([]);
  });

  it('a page with no path of its own (the 404) has no canonical and no og:url; noindex is said', () => {
    const tags = headTags(
      { title: 'Page not found', description: 'Gone', noindex: true, image: { url: '/og.jpg', width: 1200, height: 630, alt: 'A card' } },
      ctx,
    );
    expect(attr(tags, 'rel', 'canonical')).toBeUndefined();
    expect(attr(tags, 'property', 'og:url')).toBeUndefined();
    expect(attr(tags, 'name', 'robots')).toBe('noindex');
    expect(attr(tags, 'property', 'og:image')).toBe('https://www.example.com/og.jpg');
  });

  it('escapes every value in HTML, and JSON-LD can never end its script element', () => {
    const nasty: PageHead = {
      path: '/a?b="c"&d=<e>',
      title: '</title><script>alert(1)</script>',
      description: '" onload="alert(1)',
      jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
    };
    const html = headHtml(headTags(nasty, ctx));
    expect(html).toContain('<title data-head>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot; onload=&quot;alert(1)"');
    expect(html).not.toMatch(/<script>alert/);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    // Every tag is marked, so the browser replaces exactly these.
    expect(html.match(new RegExp(HEAD_ATTR, 'g'))?.length).toBe(headTags(nasty, ctx).length);
  });

  it('makes canonical URLs absolute on the origin given', () => {
    expect(canonicalUrl('/', 'https://www.example.com')).toBe('https://www.example.com/');
    expect(canonicalUrl('/blog?category=Case+Studies', 'http://localhost:3000')).toBe('http://localhost:3000/blog?category=Case+Studies');
  });
});

describe('<PageHead> (client-side navigation)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Site</title><meta name="description" content="site default">';
    siteStore.setState({ publicOrigin: 'https://www.example.com' });
  });

  it('puts the same tags in the document head as the edge writes, replacing the previous page’s', () => {
    const { rerender, unmount } = render(<PageHeadComponent head={article} />);
    expect(document.title).toBe('What Is Edge AI? | Mars Vision');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/blog/what-is-edge-ai');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    rerender(<PageHeadComponent head={{ path: '/blog', title: 'Blog', description: 'All articles' }} />);
    expect(document.title).toBe('Blog');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('All articles');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    unmount();
    // A page whose module is missing claims nothing.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.title).toBe('Mars Vision | Private, on-premises AI for the cameras you already have');
  });

  it('resetHead leaves tags it does not own', () => {
    document.head.innerHTML += '<link rel="preload" href="/x.js" as="script">';
    resetHead();
    expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull();
  });
});
