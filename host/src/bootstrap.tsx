import { pageComposition, siteStore, theme } from '@mars/shared';
import { NO_VIEW_DIGEST, QA_OVERRIDE_PARAM } from '@mars/shared/first-view';
import type { ErrorInfo } from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { fetchRuntimeConfig, runtimeConfigUrl } from './config/readRuntimeConfig';
import { withRouteTables } from './config/routeTables';
import { setSiteConfig, siteConfig } from './config/siteConfig';
import {
  type ActiveOverride,
  applyQaOverrides,
  requestedReleaseOverrides,
  withoutOverrideParam,
  writeOverridesCookie,
} from './federation/qaOverrides';
import { wakeWaitingSlots } from './federation/slot/hydrationGate';
import { afterFirstViewPaint } from './firstView/afterPaint';
import { adoptPageStyles } from './firstView/pageStyles';
import { giveUpPendingControls, holdTapsInWaitingSlots, replayPendingControls } from './firstView/pendingControls';
import { whenRegionsHydrated } from './firstView/regions';
import { hydrationDone, indexFirstViewSlots } from './firstView/slots';
import { keepTapsFromReactUntilTakeover } from './firstView/tapsBeforeTakeover';
import { QaOverrideBanner } from './qa/QaOverrideBanner';
import { attributeScriptsTo, startRealVisitorMetrics } from './rum/startRealVisitorMetrics';

/**
 * The app has taken the page over (every region of the shell has been hydrated): the first view's
 * CSS-only behaviours step aside, and a tap that waited is carried out.
 */
function takenOver(): void {
  hydrationDone();
  document.documentElement.setAttribute('data-app-live', '');
  // A tap or submit held in a slot waits for that slot's module; one on the shell is the app's now.
  replayPendingControls();
}

/**
 * A hydration that had to render part of the page again (its HTML did not match the app's first
 * render) is a bug to fix, not a visitor's problem: it is named in the console. A slot the edge had
 * no view for is rendered by the app on purpose (NO_VIEW_DIGEST).
 */
function onRecoverableError(error: unknown, info: ErrorInfo & { digest?: string }): void {
  const digest = info.digest ?? (error as { digest?: string } | null)?.digest;
  if (digest === NO_VIEW_DIGEST) return;
  console.error('[host] hydration: part of the page was rendered again:', error instanceof Error ? error.message : error);
}

/** While a QA override is active: the banner, in a root of its own above the page (the page itself is hydrated as sent). */
function showOverrides(overrides: ActiveOverride[]): void {
  if (!overrides.length) return;
  const place = document.createElement('div');
  document.body.prepend(place);
  createRoot(place).render(
    <ThemeProvider theme={theme}>
      <QaOverrideBanner overrides={overrides} />
    </ThemeProvider>,
  );
}

async function start() {
  // On a page the edge composed they run already (rum/index.ts, after the first paint); elsewhere
  // (a dev server) from here: errors at once, the Web Vitals code once the first view has painted.
  startRealVisitorMetrics({ composition: pageComposition(), afterPaint: afterFirstViewPaint() });
  let overrides: ActiveOverride[] = [];
  try {
    const storage = safeLocalStorage();
    const fetched = await fetchRuntimeConfig(
      runtimeConfigUrl(pageComposition(), requestedReleaseOverrides({ search: location.search, storage })),
    );
    const applied = applyQaOverrides(fetched, { search: location.search, storage, warn: console.warn, setCookie: writeOverridesCookie });
    overrides = applied.active;
    if (new URLSearchParams(location.search).has(QA_OVERRIDE_PARAM))
      history.replaceState(history.state, '', withoutOverrideParam(location.href));
    // The page runs on the remotes in force: a slot names the release it really loads (a QA
    // override's). The chain starts from what the config (this origin) vouches for.
    const config = await withRouteTables({ ...fetched, remotes: applied.remotes });
    setSiteConfig({ ...config, vouched: { remotes: fetched.remotes, integrity: fetched.integrity ?? {} } });
    attributeScriptsTo(config.remotes);
    if (config.publicOrigin) siteStore.setState({ publicOrigin: new URL(config.publicOrigin).origin });
  } catch (err) {
    console.error('[host] runtime config unavailable:', err);
  }
  const config = siteConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  showOverrides(overrides);
  if (!container.hasAttribute('data-first-view')) {
    // No page from the edge (a dev server): the app renders it. Without a config the shell still
    // renders: nav, footer and 404 work; every remote slot shows its fallback.
    whenRegionsHydrated(takenOver);
    createRoot(container).render(<App />);
    return;
  }
  if (!config) {
    // The edge's page works on its own (links, menus, forms): better than an app that cannot reach
    // any remote. It stays as sent, and a submit the page's script held goes as HTML.
    console.error('[host] the page stays as the edge sent it: without the run-time config the app cannot run it.');
    giveUpPendingControls();
    return;
  }
  // The page as the edge sent it is the app's own first render: React adopts it (see firstView/slots.ts).
  indexFirstViewSlots(
    container,
    overrides.filter((o) => !o.verified).map((o) => o.remote),
  );
  // Until the takeover the page answers taps as the edge sent it, and its own script holds taps on
  // controls and submits of forms that need code for later (firstView/tapsBeforeTakeover.ts; edge:
  // worker/pages/inlineLoader.ts); then React answers them. React cannot answer one in a remote's
  // slot whose module has not come (it drops it): the host holds those (for as long as the slot
  // waits, which may be well after the takeover).
  holdTapsInWaitingSlots();
  const tapsToReact = keepTapsFromReactUntilTakeover(container);
  // The page's CSS is on the page: the app's components do not insert it again (firstView/pageStyles.ts).
  adoptPageStyles(document);
  whenRegionsHydrated(() => {
    tapsToReact();
    takenOver();
    // A QA browser is here to see the releases under test run: every slot takes its module at once.
    if (overrides.length) wakeWaitingSlots();
  });
  // In a transition: React hydrates in slices of a few milliseconds, yielding to the browser between
  // them (at its default priority a root's hydration runs to the end in one task); each region of the
  // shell is a boundary of its own, hydrated after the root's pass (firstView/regions.tsx).
  startTransition(() => {
    hydrateRoot(container, <App />, { onRecoverableError });
  });
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

void start();
