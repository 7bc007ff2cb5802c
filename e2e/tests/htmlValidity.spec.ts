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

test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width');

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
    // vnu exits non-zero when it finds errors: its JSON report is on stderr either way.
    const result = await exec('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stderr?: string; stdout?: string }) => ({ stderr: err.stderr ?? '', stdout: err.stdout ?? '' }));
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type !== 'info')
      // `<link rel="expect" blocking="render">` (the first paint waits for the header to be parsed) is
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
