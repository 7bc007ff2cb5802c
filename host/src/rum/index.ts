/**
 * The real-visitor metrics' own entry: the page's inline script runs it after the first paint
 * (`data-when="paint"`, shared/build/appConfig.ts `afterPaint`), on every page, whether or not the
 * visitor ever reaches for something that starts the app. It shares the app's webpack runtime, so
 * the app reports into the same page view when it starts (startRealVisitorMetrics.ts).
 */
import { COMPOSITION_META } from '@mars/shared/composition';
import { startRealVisitorMetrics } from './startRealVisitorMetrics';

startRealVisitorMetrics({
  composition: document.querySelector<HTMLMetaElement>(`meta[name="${COMPOSITION_META}"]`)?.content || null,
  afterPaint: Promise.resolve(),
});
