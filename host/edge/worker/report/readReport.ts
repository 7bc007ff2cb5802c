/**
 * GET /_edge/deploy/apps/<app>/report?days=: what `pnpm report` reads — every app's figures per
 * release (per day, or per hour for a week or less), the canary events, the live pointers and the
 * CSP violations. Aggregates only: no page view, path or message leaves the database.
 */
import { cspFigures } from '../csp/reports';
import type { PointersCalls } from '../releases/pointers';
import { reportFigures } from '../rum/store';
import type { ReportData } from './reportData';

export async function readReport(url: URL, db: D1Database | undefined, pointers: PointersCalls): Promise<ReportData> {
  const days = Math.min(Math.max(Number(url.searchParams.get('days')) || 30, 1), 365);
  const since = Date.now() - days * 86_400_000;
  return {
    days,
    // A week or less: per hour, so a young release has a line, not a dot.
    hourly: days <= 7,
    ...(db ? await reportFigures(db, since, { hourly: days <= 7 }) : { recoveries: [], daily: [], releases: [] }),
    csp: db ? await cspFigures(db, since) : [],
    events: (await pointers.events()).filter((e) => Date.parse(e.at) >= since),
    pointers: (await pointers.read()).apps,
  };
}
