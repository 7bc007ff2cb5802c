/**
 * What `pnpm report` prints and writes: the table for the terminal and the static page (report.ts).
 */
import type { ReportData } from '../../worker/report/reportData';

const ms = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${Math.round(n)} ms`);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/** The terminal table: one line per app and release. */
export function reportTable(data: Omit<ReportData, 'csp'> & { csp?: ReportData['csp'] }): string {
  const header = ['app', 'release', 'views', 'errors', 'p75 LCP', 'p75 INP', 'p75 CLS'];
  const rows = [header];
  const sorted = [...data.releases].sort((a, b) => a.app.localeCompare(b.app) || a.firstSeen - b.firstSeen);
  for (const r of sorted)
    rows.push([r.app, r.release, String(r.samples), pct(r.errorRate), ms(r.LCP), ms(r.INP), r.CLS === null ? '–' : r.CLS.toFixed(3)]);
  const widths = header.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const lines = rows.map((r) => r.map((cell, c) => (c >= 2 ? cell.padStart(widths[c] ?? 0) : cell.padEnd(widths[c] ?? 0))).join('  '));
  const events = data.events.map((e) => `${e.at}  ${e.app}  ${e.action.padEnd(10)} ${e.id}  ${e.reason}`);
  // An edge from before recoveries were counted sends none: no such section.
  const recoveries = (data.recoveries ?? []).map((r) => `${String(r.recoveries).padStart(5)}  ${r.app}  ${r.release}`);
  const csp = (data.csp ?? []).map(
    (v) => `${String(v.count).padStart(5)}  ${v.directive}  ${v.blocked || '–'}  on ${v.page || '?'} (${v.disposition})`,
  );
  return [
    `Real-visitor figures, last ${data.days} days`,
    '',
    ...lines,
    '',
    'Canary events',
    ...(events.length ? events : ['(none)']),
    ...(data.recoveries
      ? [
          '',
          'Tabs recovered with a full load (their release gone past retention), per app and release',
          ...(recoveries.length ? recoveries : ['(none)']),
        ]
      : []),
    // An edge from before CSP reports were listed sends none.
    ...(data.csp ? ['', 'Content-Security-Policy violations', ...(csp.length ? csp : ['(none)'])] : []),
  ].join('\n');
}

const escapeHtml = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: one section per app, a chart per figure, a line per release; the events below. */
export function reportHtml(data: Omit<ReportData, 'csp'> & { csp?: ReportData['csp'] }, chartJs: string): string {
  const apps = [...new Set(data.releases.map((r) => r.app))].sort();
  const sections = apps
    .map(
      (app) => `<section>
  <h2>${escapeHtml(app)}</h2>
  <div class="charts">
    ${['LCP', 'INP', 'CLS', 'errorRate', 'samples']
      .map(
        (figure) =>
          `<figure><canvas data-app="${escapeHtml(app)}" data-figure="${figure}" role="img" aria-label="${escapeHtml(`${app}: ${figure} per release over time`)}"></canvas></figure>`,
      )
      .join('\n    ')}
  </div>
</section>`,
    )
    .join('\n');
  const eventRows = data.events
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.at)}</td><td>${escapeHtml(e.app)}</td><td>${escapeHtml(e.action)}</td><td><code>${escapeHtml(e.id)}</code></td><td>${escapeHtml(e.reason)}</td></tr>`,
    )
    .join('\n');
  const cspRows = (data.csp ?? [])
    .map(
      (v) =>
        `<tr><td>${v.count}</td><td>${escapeHtml(v.directive)}</td><td><code>${escapeHtml(v.blocked || '–')}</code></td><td>${escapeHtml(v.page || '?')}</td><td>${escapeHtml(v.disposition)}</td></tr>`,
    )
    .join('\n');
  // JSON in a script element: `<` escaped so no text can close it.
  const json = JSON.stringify({ daily: data.daily, events: data.events }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mars Vision site: real-visitor report</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 24px; max-width: 1200px; color: #0f172a; }
  h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 32px; border-bottom: 1px solid #e2e8f0; padding-bottom: 4px; }
  .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 16px; }
  figure { margin: 0; height: 220px; }
  table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e2e8f0; }
  p.note { color: #475569; }
</style>
</head>
<body>
<h1>Real-visitor report</h1>
<p class="note">Last ${data.days} days, generated ${escapeHtml(new Date().toISOString())}. p75 per ${data.hourly ? 'hour (UTC)' : 'day'} and release, from page views where that app's slot was shown. Aggregates only.</p>
${sections || '<p>No reports yet.</p>'}
<h2>Canary events</h2>
<table><thead><tr><th>when</th><th>app</th><th>what</th><th>release</th><th>why</th></tr></thead><tbody>
${eventRows || '<tr><td colspan="5">None.</td></tr>'}
</tbody></table>
<h2>Content-Security-Policy violations</h2>
<table><thead><tr><th>count</th><th>directive</th><th>blocked</th><th>page</th><th>disposition</th></tr></thead><tbody>
${cspRows || '<tr><td colspan="5">None.</td></tr>'}
</tbody></table>
<script type="application/json" id="data">${json}</script>
<script>${chartJs}</script>
<script>
(function () {
  var data = JSON.parse(document.getElementById('data').textContent);
  var palette = ['#0d9488', '#2563eb', '#d97706', '#9333ea', '#dc2626', '#059669', '#4f46e5'];
  var titles = { LCP: 'p75 LCP (ms)', INP: 'p75 INP (ms)', CLS: 'p75 CLS', errorRate: 'views with an error (%)', samples: 'page views' };
  document.querySelectorAll('canvas[data-app]').forEach(function (canvas) {
    var app = canvas.dataset.app, figure = canvas.dataset.figure;
    var rows = data.daily.filter(function (r) { return r.app === app; });
    var days = Array.from(new Set(rows.map(function (r) { return r.day; }))).sort();
    var releases = Array.from(new Set(rows.map(function (r) { return r.release; })));
    var datasets = releases.map(function (release, i) {
      return {
        label: release,
        borderColor: palette[i % palette.length],
        backgroundColor: palette[i % palette.length],
        spanGaps: true,
        data: days.map(function (day) {
          var r = rows.find(function (x) { return x.day === day && x.release === release; });
          if (!r) return null;
          return figure === 'errorRate' ? Math.round(r.errorRate * 1000) / 10 : r[figure];
        })
      };
    });
    new Chart(canvas, {
      type: 'line',
      data: { labels: days, datasets: datasets },
      options: { animation: false, maintainAspectRatio: false, plugins: { title: { display: true, text: titles[figure] }, legend: { labels: { boxWidth: 10 } } }, scales: { y: { beginAtZero: true } } }
    });
  });
})();
</script>
</body>
</html>
`;
}
