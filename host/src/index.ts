import { afterFirstViewPaint } from './federation/afterFirstViewPaint';

// Async boundary: lets Module Federation negotiate shared singletons before any app code runs.
// The app starts once the edge's first view (if any) has painted its largest image.
void afterFirstViewPaint().then(() => import('./bootstrap'));
