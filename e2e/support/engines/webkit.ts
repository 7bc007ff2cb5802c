import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { type EnginePage, needBinary, SITE, WAIT_MS } from './enginePage';

/** Where Debian's libwebkit2gtk-4.1-0 puts its MiniBrowser (webkit2gtk-driver launches it). */
const MINIBROWSER = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
  .find((path) => existsSync(path));

/** A port no one listens on now, for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Ends the driver and the display it runs in (its own process group, started here). */
function stop(driver: ChildProcess): void {
  if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, 'SIGTERM');
}

/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver, which drives the MiniBrowser) in a virtual
 * display (xvfb-run: WebKitGTK has no headless mode), driven with selenium-webdriver — the Selenium
 * project's W3C WebDriver client, the one WebKitGTK's own WebDriver documentation uses; it talks to
 * the driver started here and never fetches one of its own.
 */
export async function openWebKit(): Promise<EnginePage> {
  const binary = await needBinary(process.env.WEBKIT_MINIBROWSER ?? MINIBROWSER ?? '/usr/lib/webkit2gtk-4.1/MiniBrowser', 'WebKitGTK');
  await needBinary('/usr/bin/xvfb-run', 'xvfb-run (Debian xvfb)');
  await needBinary('/usr/bin/WebKitWebDriver', 'WebKitWebDriver (Debian webkit2gtk-driver)');
  const port = await freePort();
  const driverProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  let driver: WebDriver | undefined;
  try {
    await driverAnswers(port, driverProcess);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } })
      .build();
  } catch (err) {
    stop(driverProcess);
    throw err;
  }
  const session = driver;
  return {
    engine: 'webkit',
    goto: (path) => session.get(new URL(path, SITE).href),
    click: async (selector) => session.findElement(By.css(selector)).click(),
    type: async (selector, text) => session.findElement(By.css(selector)).sendKeys(text),
    back: () => session.navigate().back(),
    evaluate: (fn, ...args) => session.executeScript(fn, ...args) as never,
    waitFor: async (fn, what, timeout = WAIT_MS) => {
      await session.wait(async () => Boolean(await session.executeScript(fn)), timeout, `webkit: waited ${timeout} ms for ${what}`);
    },
    url: () => session.getCurrentUrl(),
    uncaught: () => null,
    close: async () => {
      try {
        await session.quit();
      } finally {
        stop(driverProcess);
      }
    },
  };
}

/** Until the driver answers its status (it starts in well under a second), or fails if it exits first. */
async function driverAnswers(port: number, driverProcess: ChildProcess): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    driverProcess.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (code ${code}) before it answered`))),
  );
  exited.catch(() => {});
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const up = await Promise.race([
      fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${WAIT_MS} ms`);
}
