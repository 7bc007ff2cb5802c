import { importInSlices } from './federation/importInSlices';
import { afterFirstViewPaint } from './firstView/afterPaint';

// The app starts once the edge's first view (if any) has painted its largest image. The big
// libraries are imported first, one per task, so that running each as its chunk arrives is a short
// task, instead of one long task with all of them and the app (a phone would not answer a tap
// meanwhile). If one fails, the bootstrap still runs and reports it as before.
void afterFirstViewPaint()
  .then(() =>
    importInSlices([
      () => import('react'),
      () => import('react-dom/client'),
      () => import('react-router-dom'),
      () => import('styled-components'),
      () => import('@mars/shared'),
    ]),
  )
  .catch(() => undefined)
  .then(() => import('./bootstrap'));
