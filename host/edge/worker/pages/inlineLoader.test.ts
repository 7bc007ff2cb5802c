/**
 * The page's scripts. Before the first paint, for a page opened at a #section: run as the browser
 * runs it, against a stand-in of the few things of the page it touches. After it, what it holds for
 * the app: in a page of its own (below).
 */
import { runInNewContext } from 'node:vm';
import { SCROLLING_TO_SECTION_ATTR } from '@mars/shared/first-view';
import { JSDOM } from 'jsdom';
import { AFTER_MAIN_ID, beforeFirstPaintScript, inlineLoader, LATE_LOADS_ID } from './inlineLoader';

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

/**
 * The page's script after the first paint, in a page of its own (jsdom: a real DOM, forms and their
 * validation, events), its late loads named as the host's index.html names them. What a test needs
 * to see is recorded: the scripts asked for, the forms posted as HTML (`submit()`), and each submit
 * event's fate once every listener has heard it.
 */
function pageWithForm(body: string, lateLoads: object[] = [{ script: '/main.js' }, { script: '/rum.js', when: 'paint' }]) {
  const dom = new JSDOM(
    `<!doctype html><html><head><script type="application/json" id="${LATE_LOADS_ID}">${JSON.stringify(lateLoads)}</script></head><body>${body}</body></html>`,
    { runScripts: 'outside-only', pretendToBeVisual: true, url: 'http://localhost:3000/' },
  );
  const { window } = dom;
  const postedAsHtml: string[] = [];
  window.HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    postedAsHtml.push(this.id);
  };
  // Heard last (the window, bubbling): whether the browser would have posted it.
  const submits: boolean[] = [];
  window.addEventListener('submit', (e) => {
    submits.push(!e.defaultPrevented);
    e.preventDefault(); // jsdom does not post
  });
  window.console.log = () => {};
  window.eval(inlineLoader());
  const doc = window.document;
  const form = doc.querySelector('form') as HTMLFormElement;
  const submitter = doc.querySelector('button[type=submit]') as HTMLButtonElement;
  return {
    window,
    doc,
    form,
    submitter,
    postedAsHtml,
    /** Whether each submit so far went on to post (false: held). */
    submits,
    /** The app's scripts the page asked for, once it has asked for the app's own (main.js, named last). */
    appScripts: async () => {
      const asked = () => doc.querySelector('head script[src$="/main.js"]');
      await new Promise<void>((resolve) => {
        if (asked()) return resolve();
        const observer = new window.MutationObserver(() => {
          if (!asked()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(doc.head, { childList: true });
      });
      return Array.from(doc.querySelectorAll<HTMLScriptElement>('head script[src]')).map((s) => new URL(s.src).pathname);
    },
    fill: () => {
      for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[required]'))) input.value = 'Ana';
    },
    press: () => submitter.click(),
    held: () => [submitter.getAttribute('data-app-pending'), submitter.getAttribute('aria-busy')],
  };
}

const DEMO_FORM = `<div data-first-view-slot="demo/DemoSection" style="display:contents"><form data-app-intent="" method="post" action="http://localhost:3005/um-web-api/submit-form" id="demo-form">
  <input name="firstName" required><button type="submit">Submit Request</button></form></div>
  <button type="button" data-app-control="" id="login">Login</button>`;

describe('a submit of a form that needs code, before the app (the page script after its first paint)', () => {
  it('the browser’s validation comes first: an empty form is refused, nothing is held or posted', () => {
    const page = pageWithForm(DEMO_FORM);
    page.press();
    expect(page.submits).toEqual([]);
    expect(page.held()).toEqual([null, null]);
    expect((page.form.elements.namedItem('firstName') as HTMLInputElement).validity.valueMissing).toBe(true);
  });

  it('a valid one is held, its submitter pressed, and the app is asked for; a second press holds it still, once', async () => {
    const page = pageWithForm(DEMO_FORM);
    page.fill();
    page.press();
    page.press();
    expect(page.submits).toEqual([false, false]);
    expect(page.held()).toEqual(['submit', 'true']);
    expect(page.doc.querySelectorAll('[data-app-pending]')).toHaveLength(1);
    expect(await page.appScripts()).toEqual(['/rum.js', '/main.js']);
    expect(page.postedAsHtml).toEqual([]);
  });

  it('a tap on a control meanwhile is held too, and does not let go of the held submit', () => {
    const page = pageWithForm(DEMO_FORM);
    page.fill();
    page.press();
    (page.doc.getElementById('login') as HTMLButtonElement).click();
    expect(page.held()).toEqual(['submit', 'true']);
    expect(page.doc.getElementById('login')?.getAttribute('data-app-pending')).toBe('');
  });

  it('when the app’s files cannot be loaded, the held submit is posted as HTML, once; the tap is let go; later submits post', async () => {
    const page = pageWithForm(DEMO_FORM);
    page.fill();
    (page.doc.getElementById('login') as HTMLButtonElement).click();
    page.press();
    await page.appScripts();
    const main = page.doc.querySelector('head script[src$="/main.js"]');
    main?.dispatchEvent(new page.window.Event('error'));
    main?.dispatchEvent(new page.window.Event('error')); // every failed file says so: posted once
    expect(page.postedAsHtml).toEqual(['demo-form']);
    expect(page.doc.querySelectorAll('[data-app-pending], [aria-busy]')).toHaveLength(0);
    page.press();
    expect(page.submits).toEqual([false, true]);
  });

  it.each([
    ['the app has taken the page over', (doc: Document) => doc.documentElement.setAttribute('data-app-live', '')],
    ['its slot has its code', (doc: Document) => doc.querySelector('[data-first-view-slot]')?.setAttribute('data-mounted', '')],
    ['its slot’s code failed', (doc: Document) => doc.querySelector('[data-first-view-slot]')?.setAttribute('data-remote-failed', 'demo')],
    ['it needs no code', (doc: Document) => doc.querySelector('form')?.removeAttribute('data-app-intent')],
  ])('is not held when %s', (_, state) => {
    const page = pageWithForm(DEMO_FORM);
    state(page.doc);
    page.fill();
    page.press();
    expect(page.submits).toEqual([true]);
    expect(page.held()).toEqual([null, null]);
  });
});

describe('the app’s files, once a reach asks for them (the page script after its first paint)', () => {
  it('are asked for in the order named, one per task, so that a tap meanwhile waits for one request’s start, not a dozen', async () => {
    const named = ['/config.json', '/react.js', '/router.js', '/styled.js', '/main.js'];
    const page = pageWithForm(DEMO_FORM, [
      ...named.slice(0, -1).map((href) => ({ href, as: href.endsWith('.json') ? 'fetch' : 'script' })),
      { script: '/main.js' },
      { script: '/rum.js', when: 'paint' },
    ]);
    // What each task added to <head>: a MutationObserver hears once per task.
    const perTask: string[][] = [];
    const asked = new Promise<void>((resolve) => {
      new page.window.MutationObserver((records) => {
        const added = records.flatMap((r) => Array.from(r.addedNodes) as (HTMLScriptElement & HTMLLinkElement)[]);
        perTask.push(added.map((e) => new URL(e.src || e.href).pathname));
        if (perTask.flat().includes('/main.js')) resolve();
      }).observe(page.doc.head, { childList: true });
    });
    (page.doc.getElementById('login') as HTMLButtonElement).click();
    await asked;
    expect(perTask.flat()).toEqual(['/rum.js', ...named]);
    expect(perTask.filter((added) => added.length > 1)).toEqual([]);
  });

  it('a file the browser refuses to ask for (Trusted Types throws on its address) does not stop the files after it', async () => {
    const page = pageWithForm(DEMO_FORM, [{ script: '/refused.js' }, { script: '/main.js' }]);
    const src = Object.getOwnPropertyDescriptor(page.window.HTMLScriptElement.prototype, 'src') as PropertyDescriptor;
    Object.defineProperty(page.window.HTMLScriptElement.prototype, 'src', {
      ...src,
      set(this: HTMLScriptElement, url: string) {
        if (url.includes('refused')) throw new TypeError('Trusted Types: script URL refused');
        src.set?.call(this, url);
      },
    });
    page.window.addEventListener('error', (e) => e.preventDefault()); // the refusal, reported as the browser would
    (page.doc.getElementById('login') as HTMLButtonElement).click();
    expect(await page.appScripts()).toEqual(['/main.js']);
  });
});
