/**
 * The page's script before the first paint, for a page opened at a #section: run as the browser runs
 * it, against a stand-in of the few things of the page it touches.
 */
import { runInNewContext } from 'node:vm';
import { SCROLLING_TO_SECTION_ATTR } from '@mars/shared/first-view';
import { AFTER_MAIN_ID, beforeFirstPaintScript } from './inlineLoader';

/** A page being parsed, opened at `hash`: its <html>, the elements parsed so far, and its one MutationObserver. */
function pageOpenedAt(hash: string, navigation = 'navigate') {
  const attributes = new Set<string>();
  const html = {
    style: { scrollBehavior: '', removeProperty: () => undefined } as Record<string, unknown>,
    setAttribute: (name: string) => attributes.add(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const parsed = new Map<string, object>();
  let observed: (() => void) | null = null;
  const page = {
    location: { hash },
    performance: { getEntriesByType: () => [{ type: navigation }] },
    document: { documentElement: html, readyState: 'loading', getElementById: (id: string) => parsed.get(id) ?? null },
    MutationObserver: class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    decodeURIComponent,
  };
  return {
    run: () => runInNewContext(beforeFirstPaintScript({}), page),
    /** The parser adds an element; the observer hears of it. */
    parse(id: string, element: object = {}) {
      parsed.set(id, element);
      observed?.();
    },
    attributes,
  };
}

describe('a page opened at a #section (the script before its first paint)', () => {
  it('is put at the section as soon as <main> is parsed, with the sections that skip rendering rendered by then, so their real heights, not estimates, are above it', () => {
    const page = pageOpenedAt('#demo');
    const atScroll: boolean[] = [];
    page.run();
    page.parse('demo', { scrollIntoView: () => atScroll.push(page.attributes.has(SCROLLING_TO_SECTION_ATTR)) });
    expect(atScroll).toEqual([]); // <main> not yet parsed whole
    page.parse(AFTER_MAIN_ID);
    expect(atScroll).toEqual([true]);
    // Left set: the sections keep their real heights while the page goes on loading.
    expect(page.attributes.has(SCROLLING_TO_SECTION_ATTR)).toBe(true);
  });

  it('a page reloaded, or reached back to, is left where the browser puts it, and nothing is rendered early', () => {
    const page = pageOpenedAt('#demo', 'reload');
    const scrolled: string[] = [];
    page.run();
    page.parse('demo', { scrollIntoView: () => scrolled.push('demo') });
    page.parse(AFTER_MAIN_ID);
    expect(scrolled).toEqual([]);
    expect(page.attributes.has(SCROLLING_TO_SECTION_ATTR)).toBe(false);
  });

  it('an address whose #section is not on the page changes nothing', () => {
    const page = pageOpenedAt('#nowhere');
    page.run();
    page.parse(AFTER_MAIN_ID);
    expect(page.attributes.has(SCROLLING_TO_SECTION_ATTR)).toBe(false);
  });
});
