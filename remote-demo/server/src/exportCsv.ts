/**
 * Exports every stored demo request as CSV for the sales team:
 *   pnpm --filter remote-demo export-csv > requests.csv
 * Reads the same database the API uses (DATABASE_URL, else the embedded one).
 */
import { loadConfig } from './config';
import { openDb } from './db';

const COLUMNS = ['id', 'received_at', 'first_name', 'last_name', 'company', 'email', 'job_title', 'country_code', 'phone'] as const;

/** RFC 4180 quoting, and a leading ' on values a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  let s = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: Record<string, unknown>[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvCell(row[c])).join(','));
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
