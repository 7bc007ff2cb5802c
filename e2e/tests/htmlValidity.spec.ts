/**
 * Every page the edge composes is valid HTML, as the W3C's Nu HTML Checker (vnu) reads it: every URL
 * of the sitemap and the 404 page, as served (the other country's page in its <template> included).
 * Java runs the checker (.ci/setup installs it where it is missing).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const exec = promisify(execFile);
const SITE = 'http://localhost:3000';
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the W3C Nu HTML Checker (vnu.jar) on the files: its JSON report. Fails loudly when it cannot
 * run — no Java (.ci/setup installs one), or no report from it — never "no messages".
 */
async function nuHtmlChecker(files: string[]): Promise<{ messages: VnuMessage[] }> {
  let output: { stdout: string; stderr: string; code: number };
  try {
    output = {
      ...(await exec('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], { maxBuffer: 64 * 1024 * 1024 })),
      code: 0,
    };
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stdout?: string; stderr?: string; code?: number | string };
    if (e.code === 'ENOENT')
      throw new Error(
        'The Nu HTML Checker needs Java, and `java` is not on the PATH: install a Java runtime (bash .ci/setup does) and run again.',
      );
    // vnu exits 1 when it finds errors: its report is on stderr either way.
    output = { stdout: e.stdout ?? '', stderr: e.stderr ?? '', code: Number(e.code) };
  }
  try {
    return JSON.parse(output.stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`The Nu HTML Checker gave no report (exit ${output.code}): ${(output.stderr || output.stdout).slice(0, 500)}`);
  }
}

// The HTML is the same at every width: desktop only (the other projects do not load this file: playwright.config.ts).

test('every sitemap URL and the 404 page pass the Nu HTML Checker with no error', async () => {
  test.setTimeout(120_000);
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  expect(paths.length).toBeGreaterThan(20);
  paths.push('/no/such/page');
  const dir = await mkdtemp(path.join(tmpdir(), 'mars-vnu-'));
  try {
    const files: string[] = [];
    for (const [i, pathname] of paths.entries()) {
      const res = await fetch(`${SITE}${pathname}`);
      expect(res.status, pathname).toBe(pathname === '/no/such/page' ? 404 : 200);
      const file = path.join(dir, `${i}-${pathname.replace(/[^a-z0-9]+/gi, '_')}.html`);
      await writeFile(file, await res.text());
      files.push(file);
    }
    // A document with a known error, checked with the pages: the checker must name it, so a checker
    // that ran on nothing (or read nothing) cannot pass this test.
    const control = path.join(dir, 'control.html');
    await writeFile(
      control,
      '<!DOCTYPE html><html lang="en"><head><title>control</title></head><body><main><img src="x.png"></span></main></body></html>',
    );
    const report = await nuHtmlChecker([control, ...files]);
    const controlErrors = report.messages.filter((m) => m.type === 'error' && decodeURIComponent(m.url).endsWith('/control.html'));
    expect(controlErrors.length, 'the checker found the known error in its control document').toBeGreaterThan(0);
    report.messages = report.messages.filter((m) => !decodeURIComponent(m.url).endsWith('/control.html'));
    const errors = report.messages
      .filter((m) => m.type !== 'info')
      // `<link rel="expect" blocking="render">` (the first paint waits for <main> to be parsed) is
      // in the HTML standard since 2023; this checker (vnu 26.9) does not know it yet.
      .filter((m) => !(m.message.includes('“blocking” attribute') && m.extract?.includes('rel="expect"')))
      .map((m) => {
        const page = paths[Number(path.basename(decodeURIComponent(m.url)).split('-')[0])];
        return `${page}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 120)})` : ''}`;
      });
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
