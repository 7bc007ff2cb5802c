import puppeteer from 'puppeteer-core';
import { type EnginePage, needBinary, SITE, WAIT_MS } from './enginePage';

/**
 * Firefox ESR (Debian's firefox-esr), headless, driven by puppeteer-core over WebDriver BiDi: the
 * protocol Firefox itself speaks, so no geckodriver is needed (Debian has none).
 */
export async function openFirefox(): Promise<EnginePage> {
  const executablePath = await needBinary(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', 'Firefox ESR');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err instanceof Error ? err.message : String(err)));
    return {
      engine: 'firefox',
      goto: async (path) => {
        await page.goto(new URL(path, SITE).href, { waitUntil: 'load' });
      },
      click: (selector) => page.click(selector),
      type: (selector, text) => page.type(selector, text),
      back: async () => {
        await page.goBack();
      },
      evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[] as never[])) as never,
      waitFor: async (fn, what, timeout = WAIT_MS) => {
        await page.waitForFunction(fn, { timeout }).catch((err: Error) => {
          throw new Error(`firefox: waited ${timeout} ms for ${what}: ${err.message}`);
        });
      },
      url: async () => page.url(),
      uncaught: () => [...errors],
      close: () => browser.close(),
    };
  } catch (err) {
    await browser.close();
    throw err;
  }
}
