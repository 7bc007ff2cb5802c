/** What the stored CSP violations add up to (reports.ts). */

/** One group of violations, as `pnpm report` lists them. */
export interface CspFigure {
  directive: string;
  blocked: string;
  page: string;
  disposition: string;
  count: number;
  last: number;
}
