/**
 * Real-visitor metrics for this page: Web Vitals (the `web-vitals` library, attribution build,
 * loaded after the first view has painted), uncaught errors, unhandled rejections and slot fallbacks,
 * each named with the remote it belongs to. Nothing runs for a visitor with Do-Not-Track or Global
 * Privacy Control.
 */
import { nextTask } from '../firstView/nextTask';
import { describeNode, remoteOfNode, remoteOfUrl, scriptOfStack } from './attribution';
import { measuringAllowed } from './privacy';
import { createReporter, type EventReport, type MetricName, type Reporter, RUM_ENDPOINT } from './reporter';

let reporter: Reporter | null = null;
/** Each remote's manifest URL (the run-time config's), once the app has read it: a script's origin names its remote. */
let remotes: Record<string, string> | undefined;

/** The app has read its run-time config: errors from a remote's scripts are named by their origin from now on. */
export function attributeScriptsTo(configRemotes: Record<string, string> | undefined): void {
  remotes = configRemotes;
}

/** A slot showed its fallback (RemoteSlot's error boundary). */
export function reportSlotFallback(remote: string, error: unknown) {
  reporter?.event({ kind: 'fallback', remote, message: `${remote} slot fell back: ${messageOf(error)}` });
}

/** The page's release of `app` is gone (past retention): the page is loaded whole (recovery/staleRelease.ts). Sent now. */
export function reportRecovery({ app, release }: { app: string; release: string | undefined }) {
  reporter?.event({
    kind: 'recovery',
    remote: app === 'host' ? null : app,
    message: `${app} ${release ?? '(unknown)'} gone: page loaded again`,
  });
  reporter?.flush();
}

/** A file failed its integrity check and was not run. */
export function reportIntegrityFailure(remote: string, file: string) {
  reporter?.event({ kind: 'error', remote, message: `integrity check failed: ${file.split(/[?#]/)[0]}`, source: file });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 250);

const beacon = (body: string) => {
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.(RUM_ENDPOINT, blob))
    void fetch(RUM_ENDPOINT, { method: 'POST', body: blob, keepalive: true }).catch(() => {});
};

/** Starts measuring (errors at once; Web Vitals once `afterPaint` resolves). */
export function startRealVisitorMetrics(o: { composition: string | null; afterPaint: Promise<void> }) {
  // No composition: not a page the edge composed (a dev server), nothing to attribute to.
  if (reporter || !o.composition || !measuringAllowed()) return;
  const r = createReporter(o.composition, beacon);
  reporter = r;

  addEventListener('error', (e) => {
    const source = e.filename || scriptOfStack((e.error as Error | undefined)?.stack);
    const event: EventReport = {
      kind: 'error',
      remote: remoteOfUrl(source, remotes),
      message: e.message || messageOf(e.error),
      source,
    };
    r.event(event);
  });
  addEventListener('unhandledrejection', (e) => {
    const source = scriptOfStack((e.reason as Error | undefined)?.stack);
    r.event({ kind: 'rejection', remote: remoteOfUrl(source, remotes), message: messageOf(e.reason), source });
  });

  void o.afterPaint
    .then(async () => {
      const vitals = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution');
      // Resolved while the node is still in the page (the first view's nodes are replaced later).
      const generateTarget = (node: Node | null) => `${remoteOfNode(node) ?? ''}|${describeNode(node)}`;
      const send = (name: MetricName, value: number, target?: string) => {
        const [remote = '', description = ''] = (target ?? '|').split('|');
        r.metric({ name, value, remote: remote || null, target: description || undefined });
      };
      // Each metric starts in a task of its own, after the library's: together they made one task
      // long enough on a phone to hold up a tap made while the page is read (every observer is
      // buffered, so nothing before its start is missed).
      const starts = [
        () => vitals.onLCP((m) => send('LCP', m.value, m.attribution.target), { generateTarget }),
        () => vitals.onCLS((m) => send('CLS', m.value, m.attribution.largestShiftTarget), { generateTarget }),
        // Every change, not only the last: web-vitals measures a tap in an idle moment after it, and a
        // page hidden before that moment would otherwise leave with its INP unsent (the reporter
        // keeps the latest value and sends it when the page is hidden).
        () => vitals.onINP((m) => send('INP', m.value, m.attribution.interactionTarget), { generateTarget, reportAllChanges: true }),
        () => vitals.onTTFB((m) => send('TTFB', m.value)),
      ];
      for (const start of starts) {
        await nextTask();
        start();
      }
    })
    .catch((err) => {
      // The visitor left while it loaded, or the file failed: this page goes unmeasured, nothing else changes.
      console.warn(`[rum] real-visitor metrics not started: ${messageOf(err)}`);
    });
}
