/**
 * Debian's Chromium as the suites and the bench run it (Playwright's own browser download is not
 * available here): no sandbox as root, no GPU, and none of Chrome's own background traffic in the
 * figures.
 */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
