/**
 * Real-visitor reports in D1 (Cloudflare's SQLite database; Miniflare runs it locally). Three
 * tables: one row per page view (its composition, path and the release of each remote on it), its
 * metrics (the last value of each), and its errors and fallbacks. No visitor data: no IP, user agent,
 * cookie or query string is ever written.
 */
import type { Beacon } from './beacon';
import type { Figures, ReleaseAggregate, ReportFigures } from './releaseFigures';

/** One page view's metrics as the queries read them. */
interface MetricRow {
  LCP: number | null;
  INP: number | null;
  CLS: number | null;
  failed: number;
}

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS rum_views (
     view TEXT PRIMARY KEY, at INTEGER NOT NULL, composition TEXT NOT NULL, path TEXT NOT NULL, remotes TEXT NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS rum_views_at ON rum_views (at)',
  `CREATE TABLE IF NOT EXISTS rum_metrics (
     view TEXT NOT NULL, name TEXT NOT NULL, value REAL NOT NULL, remote TEXT, target TEXT, at INTEGER NOT NULL,
     PRIMARY KEY (view, name))`,
  `CREATE TABLE IF NOT EXISTS rum_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT, view TEXT NOT NULL, at INTEGER NOT NULL, kind TEXT NOT NULL,
     remote TEXT, message TEXT NOT NULL, source TEXT)`,
  'CREATE INDEX IF NOT EXISTS rum_events_view ON rum_events (view)',
];

/**
 * Made once per isolate (idempotent, so also right on a database that has them, and when two first
 * requests both run it). A flag, not a shared promise: on Workers a request never awaits a promise
 * another request made.
 */
let schemaMade = false;
export async function ensureSchema(db: D1Database): Promise<void> {
  if (schemaMade) return;
  await db.batch(SCHEMA.map((sql) => db.prepare(sql)));
  schemaMade = true;
}

/** Stores one report: the view once, each metric's latest value, every event. */
export async function storeBeacon(db: D1Database, beacon: Beacon, now = Date.now()): Promise<void> {
  await ensureSchema(db);
  const statements = [
    db
      .prepare('INSERT OR IGNORE INTO rum_views (view, at, composition, path, remotes) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(beacon.view, now, beacon.composition, beacon.path, JSON.stringify(beacon.remotes)),
    ...beacon.metrics.map((m) =>
      db
        .prepare('INSERT OR REPLACE INTO rum_metrics (view, name, value, remote, target, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(beacon.view, m.name, m.value, m.remote ?? null, m.target ?? null, now),
    ),
    ...beacon.events.map((e) =>
      db
        .prepare('INSERT INTO rum_events (view, at, kind, remote, message, source) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(beacon.view, now, e.kind, e.remote, e.message, e.source ?? null),
    ),
  ];
  await db.batch(statements);
}

/** The 75th percentile (nearest rank), or null without values. */
export function p75(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

/**
 * A release's figures on the pages where its remote was shown, since `since` (ms): page views,
 * views with an error or fallback of that remote, and the p75 of each metric.
 */
export async function releaseFigures(
  db: D1Database,
  app: string,
  release: string,
  since: number,
  limit = 50_000,
): Promise<Figures & { release: string; p75: Figures['p75'] & { TTFB: number | null } }> {
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT v.view,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'LCP') AS LCP,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'INP') AS INP,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'CLS') AS CLS,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'TTFB') AS TTFB,
         EXISTS (SELECT 1 FROM rum_events e WHERE e.view = v.view AND e.remote = ?1 AND e.kind != 'recovery') AS failed
       FROM rum_views v
       WHERE v.at >= ?2 AND json_extract(v.remotes, '$.' || ?1) = ?3
       ORDER BY v.at DESC LIMIT ?4`,
    )
    .bind(app, since, release, limit)
    .all<MetricRow & { view: string; TTFB: number | null }>();
  const samples = results.length;
  const errorViews = results.filter((r) => r.failed).length;
  const values = (name: 'LCP' | 'INP' | 'CLS' | 'TTFB') => results.map((r) => r[name]).filter((v): v is number => v !== null);
  return {
    release,
    samples,
    errorViews,
    errorRate: samples ? errorViews / samples : 0,
    p75: { LCP: p75(values('LCP')), INP: p75(values('INP')), CLS: p75(values('CLS')), TTFB: p75(values('TTFB')) },
  };
}

/**
 * For the report: per app, release and day (or hour), and per app and release over the whole period — page
 * views, views with an error or fallback of that remote, p75 LCP/INP/CLS. Only aggregates leave
 * the database.
 */
export async function reportFigures(db: D1Database, since: number, { hourly = false }: { hourly?: boolean } = {}): Promise<ReportFigures> {
  await ensureSchema(db);
  const { results } = await db
    .prepare(
      `SELECT r.key AS app, r.value AS release, strftime(?2, v.at / 1000, 'unixepoch') AS day, v.at,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'LCP') AS LCP,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'INP') AS INP,
         (SELECT value FROM rum_metrics m WHERE m.view = v.view AND m.name = 'CLS') AS CLS,
         EXISTS (SELECT 1 FROM rum_events e WHERE e.view = v.view AND e.remote = r.key AND e.kind != 'recovery') AS failed
       FROM rum_views v, json_each(v.remotes) r
       WHERE v.at >= ?1`,
    )
    .bind(since, hourly ? '%Y-%m-%d %H:00' : '%Y-%m-%d')
    .all<MetricRow & { app: string; release: string; day: string; at: number }>();
  type Row = (typeof results)[number];
  const group = <B extends object>(keyOf: (r: Row) => string, base: (r: Row) => B): (B & ReleaseAggregate)[] => {
    const groups = new Map<
      string,
      B & { samples: number; errorViews: number; firstSeen: number; LCP: number[]; INP: number[]; CLS: number[] }
    >();
    for (const row of results) {
      const key = keyOf(row);
      let g = groups.get(key);
      if (!g) {
        g = { ...base(row), samples: 0, errorViews: 0, firstSeen: row.at, LCP: [], INP: [], CLS: [] };
        groups.set(key, g);
      }
      g.samples++;
      g.firstSeen = Math.min(g.firstSeen, row.at);
      if (row.failed) g.errorViews++;
      for (const name of ['LCP', 'INP', 'CLS'] as const) {
        const value = row[name];
        if (value !== null) g[name].push(value);
      }
    }
    return [...groups.values()].map((g) => ({
      ...g,
      errorRate: g.errorViews / g.samples,
      LCP: p75(g.LCP),
      INP: p75(g.INP),
      CLS: p75(g.CLS),
    }));
  };
  return {
    recoveries: await recoveryFigures(db, since),
    daily: group(
      (r) => `${r.app}|${r.release}|${r.day}`,
      (r) => ({ app: r.app, release: r.release, day: r.day }),
    ),
    releases: group(
      (r) => `${r.app}|${r.release}`,
      (r) => ({ app: r.app, release: r.release }),
    ),
  };
}

/**
 * Page views that recovered from a release gone past retention (a full load), per app and release:
 * the release the page was made of, read from its composition (`host=…;blog=…`). Not a failure of
 * that release, so not in its error figures: a tab that outlived its releases.
 */
async function recoveryFigures(db: D1Database, since: number): Promise<NonNullable<ReportFigures['recoveries']>> {
  const { results } = await db
    .prepare(
      `SELECT coalesce(e.remote, 'host') AS app, v.composition AS composition, count(*) AS n
       FROM rum_events e JOIN rum_views v ON v.view = e.view
       WHERE e.kind = 'recovery' AND e.at >= ?1 GROUP BY app, composition`,
    )
    .bind(since)
    .all<{ app: string; composition: string; n: number }>();
  const counts = new Map<string, { app: string; release: string; recoveries: number }>();
  for (const row of results) {
    const release =
      row.composition
        .split(';')
        .find((part) => part.startsWith(`${row.app}=`))
        ?.slice(row.app.length + 1) ?? '-';
    const key = `${row.app}|${release}`;
    const entry = counts.get(key) ?? { app: row.app, release, recoveries: 0 };
    entry.recoveries += row.n;
    counts.set(key, entry);
  }
  return [...counts.values()];
}
