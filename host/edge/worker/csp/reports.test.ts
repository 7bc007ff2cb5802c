/**
 * @jest-environment node
 *
 * CSP reports at the edge (workerd): both report formats stored without personal data; anything
 * else refused. And the headers that go with the policy.
 */

import { deployCall, type EdgeUnderTest, ORIGINS, startEdgeUnderTest, TOKENS } from '../../testing/edgeUnderTest';
import { baseHeaders, HSTS, hostCsp, REMOTE_CSP } from '../http/security';
import { withoutDetail } from './violations';

jest.setTimeout(60_000);

let edge: EdgeUnderTest;
beforeAll(async () => {
  edge = await startEdgeUnderTest();
});
afterAll(() => edge.dispose());

const post = (type: string, body: string) =>
  edge.fetch(`${ORIGINS.host}/_edge/csp`, { method: 'POST', headers: { 'Content-Type': type }, body });

it('stores a violation from the Reporting API and from report-uri, keeping no query, sample or address', async () => {
  const before = await edge.rows('csp_reports');
  const reportingApi = JSON.stringify([
    {
      type: 'csp-violation',
      age: 1,
      url: 'https://www.example.com/blog?q=private',
      user_agent: 'Mozilla/5.0',
      body: {
        documentURL: 'https://www.example.com/blog?q=private',
        blockedURL: 'https://evil.example/x.js?token=secret',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sample: 'alert(1)',
      },
    },
  ]);
  expect((await post('application/reports+json', reportingApi)).status).toBe(204);
  const legacy = JSON.stringify({
    'csp-report': { 'document-uri': 'https://www.example.com/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' },
  });
  expect((await post('application/csp-report', legacy)).status).toBe(204);
  expect(await edge.rows('csp_reports')).toBe(before + 2);
  expect(withoutDetail('https://evil.example/x.js?token=secret')).toBe('https://evil.example/x.js');
  expect(withoutDetail('inline')).toBe('inline');

  // The report lists them, grouped, without the query or the sample.
  const { csp } = await (await deployCall(edge, 'host', 'report?days=1', {}, TOKENS.host)).json();
  expect(csp).toContainEqual(
    expect.objectContaining({
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      page: '/blog',
      disposition: 'enforce',
      count: 1,
    }),
  );
  expect(csp).toContainEqual(expect.objectContaining({ directive: 'script-src', blocked: 'inline', page: '/' }));
  expect(JSON.stringify(csp)).not.toMatch(/secret|private|alert/);
});

it('refuses what is not a CSP report, and oversized ones, with a 400 and stores nothing', async () => {
  const before = await edge.rows('csp_reports');
  for (const [type, body] of [
    ['application/reports+json', '[]'],
    ['application/reports+json', '[{"type":"deprecation","body":{}}]'],
    ['application/csp-report', '{"report":{}}'],
    ['application/csp-report', 'not json'],
    [
      'application/reports+json',
      JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'x', effectiveDirective: 'y'.repeat(17000) } }]),
    ],
  ])
    expect((await post(type as string, body as string)).status).toBe(400);
  expect(await edge.rows('csp_reports')).toBe(before);
});

it('the page’s policy allows no <base> and no plugins, reports to the edge; HSTS on every HTTPS origin', async () => {
  const page = await edge.fetch(`${ORIGINS.host}/runtime-config.json`);
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("object-src 'none'");
  // Over plain http (this local origin) Chrome ignores Reporting-Endpoints, and a report-to would
  // silence report-uri: only report-uri. Over HTTPS, both.
  expect(csp).toContain('report-uri /_edge/csp');
  expect(csp).not.toContain('report-to');
  expect(page.headers.get('reporting-endpoints')).toBeNull();
  expect(REMOTE_CSP).toBe("default-src 'none'; base-uri 'none'; frame-ancestors 'none'");

  const config = { remotes: { blog: 'https://blog.example/1/mf-manifest.json' }, apiBase: 'https://api.example', firebase: {} };
  expect(baseHeaders(new Request('https://www.example.com/'), { csp: hostCsp(config) }).get('strict-transport-security')).toBe(HSTS);
  const secure = baseHeaders(new Request('https://www.example.com/'), { csp: hostCsp(config, [], { https: true }) });
  expect(secure.get('content-security-policy')).toContain('report-uri /_edge/csp; report-to csp');
  expect(secure.get('reporting-endpoints')).toBe('csp="/_edge/csp"');
  // Trusted Types only on a page that carries the inline loader (it creates the default policy).
  expect(hostCsp(config)).not.toContain('trusted-types');
  expect(hostCsp(config, ["'sha256-AAAA'"])).toContain(
    "require-trusted-types-for 'script'; trusted-types default mars-html mars-json-ld 'allow-duplicates'",
  );
  expect(baseHeaders(new Request('https://blog.example/x.js'), { csp: REMOTE_CSP }).get('strict-transport-security')).toBe(HSTS);
  expect(baseHeaders(new Request('http://localhost:3000/'), { csp: REMOTE_CSP }).get('strict-transport-security')).toBeNull();
});
