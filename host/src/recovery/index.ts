/**
 * The page's recovery from a release gone past the retention window, started by the after-paint
 * entry (rum/index.ts) on every page, before the app: what was kept for this page is put back
 * (keptValues.ts), a traversal the page cannot show loads it whole (wholePage.ts), what a page held
 * when the app navigates away is noted, and a failed load the app announces (loadFailed.ts) is asked
 * about and, when its file is gone, recovered from with a full load (staleRelease.ts).
 */
import { reportRecovery } from '../rum/startRealVisitorMetrics';
import { restoreKeptValues } from './keptValues';
import { type FailedLoad, LOAD_FAILED_EVENT } from './loadFailed';
import { recoverIfGone, rememberPagesLeft } from './staleRelease';
import { loadWholeOnTraversal } from './wholePage';

export function startRecovery(): void {
  restoreKeptValues();
  loadWholeOnTraversal();
  rememberPagesLeft();
  addEventListener(LOAD_FAILED_EVENT, (e) => {
    void recoverIfGone((e as CustomEvent<FailedLoad>).detail, { report: reportRecovery });
  });
}
