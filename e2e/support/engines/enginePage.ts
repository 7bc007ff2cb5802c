/**
 * A page of the site in a browser engine other than Chromium, for the few checks that must hold in
 * every engine a visitor may use (the browser's own form validation, a link that carries state).
 * One small surface over each engine's client, so a check is written once and runs in each:
 * Firefox ESR through puppeteer-core over WebDriver BiDi (firefox.ts), WebKitGTK's MiniBrowser
 * through WebKitWebDriver with selenium-webdriver (webkit.ts). Chromium stays with Playwright.
 */
export const ENGINES = ['firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** The local site every check opens (playwright.config.ts starts it). */
export const SITE = 'http://localhost:3000';

export interface EnginePage {
  readonly engine: Engine;
  /** Opens a path of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  /** A real press on the element: the engine's own pointer, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Types `text` into the element, key by key, as a visitor does. */
  type(selector: string, text: string): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  /** Runs `fn` in the page (it is sent as source: it sees only its arguments and the page). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>;
  /** Until `fn` returns a truthy value in the page (what it waits for is named in the error). */
  waitFor(fn: () => unknown, what: string, timeoutMs?: number): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
  /**
   * The uncaught errors and unhandled rejections seen so far where the engine's client reports them
   * (Firefox); null where it cannot (WebKit's WebDriver: read the pages' own real-visitor reports).
   */
  uncaught(): string[] | null;
  /** Ends the browser (and its driver). */
  close(): Promise<void>;
}

export const WAIT_MS = 15_000;

/** A binary an engine needs, or an error that says how to get it (bash .ci/setup installs them). */
export async function needBinary(path: string, what: string): Promise<string> {
  const { access } = await import('node:fs/promises');
  try {
    await access(path);
    return path;
  } catch {
    throw new Error(`${what} is not at ${path}: install it (bash .ci/setup does) and run again.`);
  }
}
