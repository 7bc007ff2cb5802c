/**
 * The real-visitor metrics' own entry: the page's inline script runs it after the first paint
 * (`data-when="paint"`, shared/build/pageScripts.ts `AfterPaintScriptsPlugin`), on every page, whether or not the
 * visitor ever reaches for something that starts the app. It shares the app's webpack runtime, so
 * the app reports into the same page view when it starts (startRealVisitorMetrics.ts).
 */
import { pageComposition } from '@mars/shared/page-composition';
import { nextTask } from '../firstView/nextTask';
import { startRecovery } from '../recovery';
import { startRealVisitorMetrics } from './startRealVisitorMetrics';

// The page's one script before the app: the recovery from a release gone past retention runs from
// here on every page (recovery/index.ts), so the app carries none of it.
startRecovery();

// The subpath, not '@mars/shared': this entry runs before the app and its shared singletons.
// Web Vitals is fetched from a task after this entry's own: started at the end of its evaluation, it
// made that one task a third longer on the bench's phone.
startRealVisitorMetrics({ composition: pageComposition(), afterPaint: nextTask() });
