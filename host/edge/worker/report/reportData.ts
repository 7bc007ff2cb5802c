/** What GET …/report answers (readReport.ts) and `pnpm report` reads: plain data, no runtime's types. */
import type { CspFigure } from '../csp/cspFigure';
import type { AppPointer, PointerEvent } from '../releases/pointerState';
import type { ReportFigures } from '../rum/releaseFigures';

export interface ReportData extends ReportFigures {
  days: number;
  /** A week or less: figures per hour. */
  hourly: boolean;
  csp: CspFigure[];
  events: PointerEvent[];
  pointers: Record<string, AppPointer>;
}
