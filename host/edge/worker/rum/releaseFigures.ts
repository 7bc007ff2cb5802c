/** What real-visitor reports add up to (rum/store.ts): for one release since a moment — what the canary verdict judges — and for the report. */

/** Failed views beside views. */
export interface ErrorCounts {
  samples: number;
  errorViews: number;
}

/** A release's views, failed views and p75s. */
export interface Figures extends ErrorCounts {
  errorRate: number;
  p75: { LCP: number | null; INP: number | null; CLS: number | null; TTFB?: number | null };
}

/** Views, failed views and p75s of one app's release (over a day, an hour or the whole period). */
export interface ReleaseAggregate {
  samples: number;
  errorViews: number;
  errorRate: number;
  firstSeen: number;
  LCP: number | null;
  INP: number | null;
  CLS: number | null;
}

/** What the report reads: per app, release and day (or hour), and per app and release. */
export interface ReportFigures {
  /** Page views loaded whole because their release of the app was gone (past retention), per app and release. */
  recoveries?: { app: string; release: string; recoveries: number }[];
  daily: ({ app: string; release: string; day: string } & ReleaseAggregate)[];
  releases: ({ app: string; release: string } & ReleaseAggregate)[];
}
