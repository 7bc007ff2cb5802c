/**
 * @jest-environment node
 */
import { reportHtml, reportTable } from './reportPage';

const data = {
  pointers: {},
  days: 7,
  hourly: true,
  daily: [
    {
      app: 'blog',
      release: '1.0.0-a-1',
      day: '2026-11-23 10:00',
      samples: 40,
      errorViews: 1,
      errorRate: 0.025,
      LCP: 900,
      INP: 80,
      CLS: 0.01,
      firstSeen: 1,
    },
    {
      app: 'blog',
      release: '1.0.0-b-2',
      day: '2026-11-23 11:00',
      samples: 10,
      errorViews: 5,
      errorRate: 0.5,
      LCP: 1500,
      INP: null,
      CLS: 0,
      firstSeen: 2,
    },
  ],
  releases: [
    { app: 'blog', release: '1.0.0-b-2', samples: 10, errorViews: 5, errorRate: 0.5, LCP: 1500, INP: null, CLS: 0, firstSeen: 2 },
    { app: 'blog', release: '1.0.0-a-1', samples: 40, errorViews: 1, errorRate: 0.025, LCP: 900, INP: 80, CLS: 0.01, firstSeen: 1 },
  ],
  events: [
    {
      app: 'blog',
      action: 'aborted' as const,
      id: '1.0.0-b-2',
      stable: '1.0.0-a-1',
      at: '2026-11-23T11:05:00Z',
      reason: 'verdict: more errors </script><b>',
    },
  ],
};

it('prints one line per app and release, oldest first, and the canary events', () => {
  expect(reportTable(data).split('\n')).toEqual([
    'Real-visitor figures, last 7 days',
    '',
    'app   release    views  errors  p75 LCP  p75 INP  p75 CLS',
    'blog  1.0.0-a-1     40    2.5%   900 ms    80 ms    0.010',
    'blog  1.0.0-b-2     10   50.0%  1500 ms        –    0.000',
    '',
    'Canary events',
    '2026-11-23T11:05:00Z  blog  aborted    1.0.0-b-2  verdict: more errors </script><b>',
  ]);
});

it('writes a page with a chart per figure and app, the data inert and every text escaped', () => {
  const html = reportHtml(data, '/* chart.js */');
  expect(html.match(/<canvas data-app="blog"/g)).toHaveLength(5);
  expect(html).toContain('p75 per hour (UTC) and release');
  expect(html).toContain('<td>verdict: more errors &#60;/script&#62;&#60;b&#62;</td>');
  // The data block runs up to the chart script after it: no text in it may close it early,
  // and the browser must still read back the original text.
  const open = '<script type="application/json" id="data">';
  const json = html.slice(html.indexOf(open) + open.length, html.indexOf('</script>\n<script>/* chart.js */'));
  expect(json).not.toMatch(/<\/script/i);
  expect(json).toContain('\\u003c/script>');
  expect(JSON.parse(json).events[0].reason).toBe('verdict: more errors </script><b>');
  expect(html).not.toMatch(/https?:\/\/(?!www\.w3)/);
});

it('lists the CSP violations the edge stored, most frequent first, escaped', () => {
  const withCsp = {
    ...data,
    csp: [
      { directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', page: '/blog', disposition: 'enforce', count: 3, last: 1 },
      { directive: 'script-src-elem', blocked: 'inline', page: '/<x>', disposition: 'enforce', count: 1, last: 1 },
    ],
  };
  expect(reportTable(withCsp).split('\n').slice(-3)).toEqual([
    'Content-Security-Policy violations',
    '    3  require-trusted-types-for  trusted-types-sink  on /blog (enforce)',
    '    1  script-src-elem  inline  on /<x> (enforce)',
  ]);
  const html = reportHtml(withCsp, '');
  expect(html).toContain('<tr><td>3</td><td>require-trusted-types-for</td><td><code>trusted-types-sink</code></td><td>/blog</td>');
  expect(html).toContain('<td>/&#60;x&#62;</td>');
});

it('lists the tabs that recovered past retention, per app and release', () => {
  const withRecoveries = { ...data, recoveries: [{ app: 'blog', release: '1.0.0-a-1', recoveries: 2 }] };
  expect(reportTable(withRecoveries).split('\n').slice(-2)).toEqual([
    'Tabs recovered with a full load (their release gone past retention), per app and release',
    '    2  blog  1.0.0-a-1',
  ]);
  expect(
    reportTable({ ...data, recoveries: [] })
      .split('\n')
      .slice(-1),
  ).toEqual(['(none)']);
});
