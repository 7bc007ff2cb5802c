import { afterFirstViewPaint } from './firstView/afterPaint';
import { importInSlices } from './firstView/importInSlices';

// The app starts once the edge's first view (if any) has painted its largest image. The big
// libraries run first, one per task, then the app: short tasks instead of one long task with all of
// them and the app (a phone would not answer a tap meanwhile). Their files are already on their way:
// the page preloads every file the app starts with. If one fails, the bootstrap still runs and
// reports it as before.
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
  .then(() => import('./bootstrap'))
  // The visitor left while it loaded, or the file failed: the page stays the edge's live HTML (links,
  // menus, forms work without the app), so this is worth a line in the console, not an uncaught error.
  .catch((err: unknown) => console.warn(`[host] the app did not start: ${err instanceof Error ? err.message : String(err)}`));
