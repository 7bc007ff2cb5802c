/**
 * Every answer of the host's origin the page path makes, as a digest: the production Worker (bundled
 * from this tree) in Miniflare with in-memory storage, the real builds (`<app>/dist`, `pnpm build`)
 * published and made live through the deploy API, then every path of every live release's route
 * table (an item route: each item its release has a head for) in every country the host release
 * names, in each case that changes a page — plain, a canary's variant, a QA override, a trailing
 * slash and another letter case (301) — and per country the 404s, the blog's search, the demo
 * form's outcomes, a setup query, and the config, sitemap, robots.txt and host files. Each answer
 * (status, headers, body) is digested; each is asked twice, composed and then kept, and the two
 * must be the same. Two runs, before and after a change of the edge, are compared with `--compare`.
 *
 *   tsx testing/compositionCheck.ts --out before.json [--bodies dir]   (no site ports: no lock)
 *   tsx testing/compositionCheck.ts --compare before.json after.json
 *
 * What varies between runs is fixed or masked: the release ids name one commit (`digest`), a
 * visitor's bucket is a cookie, the form token's issue time and signature and the sitemap's
 * dates (the time of publishing) are masked.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, type AppName, localOrigin, REMOTE_NAMES } from '@mars/shared/apps';
import { countryPrefix, underPrefix } from '@mars/shared/country-paths';
import type { FirstViewFile } from '@mars/shared/first-view';
import { THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { Miniflare } from 'miniflare';
import { deployThrough, deployTokensFrom, promote, publishRelease } from '../client/deployClient';
import { localRuntimeConfig, ROOT } from '../local/apps';
import { bundleWorker, productionConfig, workerModule, workerOptions } from '../local/edge';

const COMMIT = 'digest';
const SITE = localOrigin('host');
const TOKENS = Object.fromEntries(Object.keys(APPS).map((app) => [app, `${app}-check-token`]));
/** The bucket cookie of a visitor in every canary (0) and in none (99): a canary runs at 50 %. */
const IN_CANARY = 'mars_bucket=0';
const NOT_IN_CANARY = 'mars_bucket=99';

const distOf = (app: AppName) => path.join(ROOT, APPS[app].dir, 'dist');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A copy of an app's build under another version: a release of its own with the same views. */
function buildCopy(app: AppName, suffix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `mars-check-${app}-`));
  cpSync(distOf(app), dir, { recursive: true });
  const info = readJson<{ version: string }>(path.join(dir, 'build-info.json'));
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ ...info, version: `${info.version}-${suffix}` }));
  return dir;
}

async function startSite(): Promise<{ mf: Miniflare; overrideBlog: string }> {
  const { remotes: _remotes, ...runtimeConfig } = localRuntimeConfig();
  const mf = new Miniflare({
    ...workerModule(await bundleWorker()),
    ...workerOptions(),
    bindings: {
      ORIGINS: Object.fromEntries(Object.keys(APPS).map((app) => [app, localOrigin(app as AppName)])),
      RUNTIME_CONFIG: runtimeConfig,
      DEPLOY_TOKENS: TOKENS,
      FORM_TOKEN_SECRET: 'composition check secret',
      CANARY_POLICY: productionConfig().vars.CANARY_POLICY,
    },
  });
  deployThrough((url, init) => mf.dispatchFetch(url, init as never) as unknown as Promise<Response>);
  deployTokensFrom((app) => TOKENS[app]);
  for (const app of Object.keys(APPS) as AppName[]) await promote(app, (await publishRelease(app, { commit: COMMIT })).id);
  const copies = { canary: buildCopy('marketing', 'canary'), qa: buildCopy('blog', 'qa') };
  try {
    const canary = await publishRelease('marketing', { distDir: copies.canary, commit: COMMIT });
    await promote('marketing', canary.id, { canary: 50 });
    const qa = await publishRelease('blog', { distDir: copies.qa, commit: COMMIT });
    return { mf, overrideBlog: qa.id };
  } finally {
    for (const dir of Object.values(copies)) rmSync(dir, { recursive: true, force: true });
  }
}

/** One request the check makes: its label (the key of its digest), its path and query, its cookie. */
interface Case {
  label: string;
  url: string;
  cookie: string;
}

/** Every page of the live route tables (the config's): paths without parameters, and each item a live release has a head for. */
async function sitePages(mf: Miniflare): Promise<string[]> {
  const get = async <T>(url: string): Promise<T> => (await (await mf.dispatchFetch(url)).json()) as T;
  const config = await get<{ routes: { path: string }[] }>(`${SITE}/runtime-config.json`);
  const pages = new Set(config.routes.map((r) => r.path).filter((p) => !p.includes(':')));
  for (const app of REMOTE_NAMES) {
    // A remote without first views (auth) answers 404: it has no pages of its own.
    const res = await mf.dispatchFetch(`${localOrigin(app)}/first-view.json`);
    const text = await res.text();
    const heads = res.ok ? (JSON.parse(text) as FirstViewFile).heads : {};
    for (const head of Object.values(heads ?? {})) if (head.path) pages.add(head.path);
  }
  return [...pages].sort();
}

async function cases(mf: Miniflare, overrideBlog: string): Promise<Case[]> {
  const shell = readJson<FirstViewFile>(path.join(distOf('host'), 'first-view.json'));
  const { fallback = '', languages = {} } = shell.country ?? {};
  const prefixes = Object.keys(languages).length ? Object.keys(languages).map((code) => countryPrefix(code, fallback)) : [''];
  const all: Case[] = [];
  const add = (label: string, url: string, cookie = NOT_IN_CANARY) => all.push({ label, url, cookie });
  const withQuery = (page: string, query: string) => `${page}${page.includes('?') ? '&' : '?'}${query}`;
  for (const prefix of prefixes) {
    for (const page of await sitePages(mf)) {
      const url = underPrefix(page, prefix);
      const [pathname = '/'] = url.split('?');
      add(`plain ${url}`, url);
      add(`canary ${url}`, url, IN_CANARY);
      add(`qa override ${url}`, withQuery(url, `override=blog:${overrideBlog}`));
      if (pathname !== '/') add(`301 slash ${url}`, url.replace(pathname, `${pathname}/`));
      if (pathname !== pathname.toUpperCase()) add(`301 case ${url}`, url.replace(pathname, pathname.toUpperCase()));
    }
    const at = (p: string) => underPrefix(p, prefix);
    if (prefix) add(`301 slash ${prefix}/`, `${prefix}/`);
    add(`404 path ${prefix}`, at('/no-such-page'));
    add(`404 item ${prefix}`, at('/blog/no-such-article'));
    for (const query of ['q=edge', 'q=%3Cscript%3E%22', 'q=zzzz', 'category=Case+Studies&q=ai'])
      add(`search ${prefix} ${query}`, at(`/blog?${query}`));
    for (const query of [
      'demo=sent',
      'demo=error&e.email=invalid&v.email=%22%3E%3Cb%3Eana%40&v.countryCode=%2B91',
      'demo=busy&retry=2100',
      'demo=%3Cscript%3E',
    ])
      add(`form ${prefix} ${query}`, at(`/?${query}`));
    add(`setup ${prefix} compatibility`, at(`/camera-compatibility?${THIRTY_FOUR_QUERY}`));
    add(`setup ${prefix} demo form`, at(`/?${THIRTY_FOUR_QUERY}`));
  }
  add('index.html', '/index.html');
  add('config', '/runtime-config.json');
  add('config canary', '/runtime-config.json', IN_CANARY);
  add('sitemap', '/sitemap.xml');
  add('robots', '/robots.txt');
  add('host file', '/favicon.svg');
  add('host file missing', '/no-such-file.js');
  return all;
}

/** What differs between two runs of the same code, masked: the form token's time and signature, the sitemap's dates. */
const masked = (body: string) =>
  body.replace(/v1\.\d+\.[A-Za-z0-9_-]+/g, 'v1.<issued>.<signature>').replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod>…</lastmod>');

async function answer(mf: Miniflare, c: Case): Promise<string> {
  const res = (await mf.dispatchFetch(`${SITE}${c.url}`, {
    headers: { Cookie: c.cookie, 'Accept-Encoding': 'identity' },
    redirect: 'manual',
  })) as unknown as Response;
  const headers = [...res.headers].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`);
  return `${res.status}\n${headers.join('\n')}\n\n${masked(await res.text())}`;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

async function run(out: string, bodies: string | undefined): Promise<void> {
  const { mf, overrideBlog } = await startSite();
  try {
    const digests: Record<string, string> = {};
    const unstable: string[] = [];
    if (bodies) mkdirSync(bodies, { recursive: true });
    for (const c of await cases(mf, overrideBlog)) {
      if (c.label in digests) throw new Error(`two cases named "${c.label}"`);
      const composed = await answer(mf, c);
      if ((await answer(mf, c)) !== composed) unstable.push(c.label);
      digests[c.label] = digest(composed);
      if (bodies) writeFileSync(path.join(bodies, `${digest(c.label).slice(0, 12)}.txt`), `${c.label}\n${c.url}\n${composed}`);
    }
    writeFileSync(out, `${JSON.stringify({ count: Object.keys(digests).length, digests }, null, 2)}\n`);
    console.log(`${Object.keys(digests).length} answers digested into ${out}`);
    if (unstable.length) throw new Error(`answered differently the second time (kept): ${unstable.join('; ')}`);
  } finally {
    await mf.dispose();
  }
}

function compare(before: string, after: string): boolean {
  const a = readJson<{ digests: Record<string, string> }>(before).digests;
  const b = readJson<{ digests: Record<string, string> }>(after).digests;
  const labels = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const differ = labels.filter((l) => a[l] !== b[l]);
  console.log(`${labels.length} answers, ${labels.length - differ.length} byte-identical, ${differ.length} different`);
  for (const l of differ) console.log(`  ${l}: ${a[l] ?? 'missing'} → ${b[l] ?? 'missing'}`);
  return differ.length === 0;
}

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, bodies: { type: 'string' }, compare: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.compare) {
  const [before, after] = positionals;
  if (!before || !after) throw new Error('--compare needs two digest files');
  process.exitCode = compare(before, after) ? 0 : 1;
} else if (values.out) await run(values.out, values.bodies);
else throw new Error('usage: compositionCheck.ts --out <file> [--bodies <dir>] | --compare <before> <after>');
