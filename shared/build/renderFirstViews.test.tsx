/**
 * @jest-environment node
 */
import styled from 'styled-components';
import { firstViewKey, RESULTS_TOKEN, type SearchableListView } from '../src/protocol/firstView/firstViewKey';
import { useIsFirstViewRender } from '../src/runtime/firstView/renderContext';
import { useSiteStore } from '../src/runtime/store/siteStore';
import { renderFirstViews } from './renderFirstViews';

const Title = styled.h1`
  color: rgb(1, 2, 3);
`;
function Greeting() {
  const country = useSiteStore((s) => s.country);
  const buildTime = useIsFirstViewRender();
  return (
    <Title>
      Hello from {country}
      {buildTime ? ' (static)' : ''}
    </Title>
  );
}

describe('first views', () => {
  it('keys a view by module and string props, in a stable order', () => {
    expect(firstViewKey('marketing/HomeSections')).toBe('marketing/HomeSections');
    expect(firstViewKey('marketing/ProductPage', { product: 'mars-hub' })).toBe('marketing/ProductPage?product=mars-hub');
    expect(firstViewKey('x/Y', { b: '2', a: '1 2', fn: () => {}, obj: {} })).toBe('x/Y?a=1%202&b=2');
  });

  it('renders each view once per country, as React’s server markup (what the browser hydrates), with its CSS, without styled-components markers, knowing it is a build-time render', () => {
    const file = renderFirstViews({ 'marketing/Greeting': () => <Greeting /> });
    // React separates adjacent text nodes with an empty comment, so the browser's React finds each one.
    expect(file.views['marketing/Greeting']?.us).toMatch(/<h1 class="[^"]+">Hello from <!-- -->us<!-- --> \(static\)<\/h1>/);
    expect(file.views['marketing/Greeting']?.in).toContain('Hello from <!-- -->in<!-- -->');
    expect(file.css.rules.join('\n')).toContain('color:rgb(1, 2, 3)');
    expect(file.css.rules.join('\n')).not.toMatch(/data-styled|!sc/);
    expect(file.css.byView['marketing/Greeting']).toEqual([0]);
    expect(file.country).toBeUndefined();
    expect(renderFirstViews({}, { shell: true })).toMatchObject({
      country: { fallback: 'us', languages: { us: 'en-US', in: 'en-IN' } },
      siteName: 'Mars Vision',
    });
  });

  it('orders the CSS as styled-components does (the order the components were defined), whatever order the views meet them in', () => {
    const Defined1st = styled.p`
      color: rgb(10, 0, 0);
    `;
    const Defined2nd = styled.p`
      color: rgb(20, 0, 0);
    `;
    const file = renderFirstViews({
      'x/OnlySecond': () => <Defined2nd>b</Defined2nd>,
      'x/Both': () => (
        <div>
          <Defined1st>a</Defined1st>
          <Defined2nd>b</Defined2nd>
        </div>
      ),
    });
    const first = file.css.rules.findIndex((r) => r.includes('rgb(10, 0, 0)'));
    const second = file.css.rules.findIndex((r) => r.includes('rgb(20, 0, 0)'));
    // Met in the other order by the first view; in the page, the later definition must win.
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(second);
    expect(file.css.byView['x/Both']).toEqual([first, second]);
  });

  it('publishes the heads it is given, keyed like the views', () => {
    const head = { path: '/x', title: 'X', description: 'About x' };
    expect(renderFirstViews({ 'm/X': () => <p>x</p> }, { heads: { 'm/X': head } }).heads).toEqual({ 'm/X': head });
  });

  it('renders a searchable list as parts: the page, each item with its search texts, the list tags, the empty state, the status per count', () => {
    const List = styled.ul`
      gap: 4px;
    `;
    const file = renderFirstViews({
      'blog/Index': () => ({
        param: 'q',
        page: <main>STATUS {RESULTS_TOKEN}</main>,
        status: { plain: ['0 <items>', '1 item'], search: ['none', 'one'] },
        list: <List>{RESULTS_TOKEN}</List>,
        items: [{ element: <li>First</li>, text: ['first'] }],
        empty: <p>Nothing</p>,
      }),
    });
    const view = file.views['blog/Index']?.us as SearchableListView;
    expect(view.param).toBe('q');
    expect(view.page).toBe(`<main>STATUS <!-- -->${RESULTS_TOKEN}</main>`);
    expect(view.list[0]).toMatch(/^<ul class="[^"]+">$/);
    expect(view.list[1]).toBe('</ul>');
    expect(view.items).toEqual([{ html: '<li>First</li>', text: ['first'] }]);
    expect(view.empty).toBe('<p>Nothing</p>');
    // Status lines are text: escaped for HTML once, here.
    expect(view.status.plain[0]).toBe('0 &lt;items&gt;');
    expect(file.css.rules.join('\n')).toContain('gap:4px');
  });
});
