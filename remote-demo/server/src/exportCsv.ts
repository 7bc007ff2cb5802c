/**
 * Exports every stored demo request as CSV for the sales team:
 *   pnpm --filter remote-demo export-csv > requests.csv
 * Reads the same database the API uses (DATABASE_URL, else the embedded one).
 */
import { camerasAt, type DemoSetup, groupText, parseDemoSetup } from '@mars/shared/demo-setup';
import { loadConfig } from './config';
import { openDb } from './db';

const COLUMNS = [
  'id',
  'received_at',
  'first_name',
  'last_name',
  'company',
  'email',
  'job_title',
  'country_code',
  'phone',
  'setup',
] as const;

/**
 * The camera setup as a sales person reads it, one site after another:
 * "Main office (34 cameras): 30 × ONVIF (Profile S or T), H.264, up to 1080p (2 MP); 4 × Cloud only (no local stream), codec not known, resolution not known".
 * '' for a request without one.
 */
export function setupText(stored: unknown): string {
  if (stored === null || stored === undefined) return '';
  const read = parseDemoSetup(typeof stored === 'string' ? JSON.parse(stored) : stored);
  if (!read.ok) return '(unreadable setup)';
  return read.setup.sites.map(siteText).join(' | ');
}
const siteText = (site: DemoSetup['sites'][number], i: number) =>
  `${site.name || `Site ${i + 1}`} (${camerasAt(site)} cameras): ${site.cameras.map((g) => `${g.count} × ${groupText(g)}`).join('; ')}`;

/** RFC 4180 quoting, and a leading ' on values a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  let s = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: Record<string, unknown>[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvCell(c === 'setup' ? setupText(row[c]) : row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

if (require.main === module) {
  (async () => {
    const config = loadConfig();
    const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const { rows } = await db.query(`SELECT ${COLUMNS.join(', ')} FROM demo_requests ORDER BY received_at, id`);
    process.stdout.write(toCsv(rows));
    await db.close();
  })().catch((err) => {
    console.error('export failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
