import { pageComposition, registerReactInstance, siteStore } from '@mars/shared';
import React, { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { withRouteTables } from './config/routeTables';
import { fetchRuntimeConfig, type RuntimeConfig, runtimeConfigUrl } from './config/runtimeConfig';
import { expectManifests } from './federation/integrity';
import {
  type ActiveOverride,
  applyQaOverrides,
  OVERRIDE_PARAM,
  requestedReleaseOverrides,
  withoutOverrideParam,
  writeOverridesCookie,
} from './federation/qaOverrides';
import { registerSiteRemotes } from './federation/remotes';
import { adoptFirstView } from './firstView/adoption';
import { afterFirstViewPaint } from './firstView/afterPaint';
import { setRemotesForMetrics, startRealVisitorMetrics } from './rum/startRealVisitorMetrics';

registerReactInstance(React);

async function start() {
  // Errors are reported from now on; the Web Vitals code loads once the first view has painted.
  startRealVisitorMetrics({ composition: pageComposition(), afterPaint: afterFirstViewPaint() });
  let config: RuntimeConfig | null = null;
  let overrides: ActiveOverride[] = [];
  try {
    const storage = safeLocalStorage();
    config = await fetchRuntimeConfig(runtimeConfigUrl(pageComposition(), requestedReleaseOverrides({ search: location.search, storage })));
    const applied = applyQaOverrides(config, { search: location.search, storage, warn: console.warn, setCookie: writeOverridesCookie });
    overrides = applied.active;
    if (new URLSearchParams(location.search).has(OVERRIDE_PARAM))
      history.replaceState(history.state, '', withoutOverrideParam(location.href));
    // The chain starts here: the config (this origin) vouches for each live remote's manifest.
    expectManifests(config.remotes, config.integrity);
    registerSiteRemotes(applied.remotes);
    setRemotesForMetrics(applied.remotes);
    // The page runs on the remotes in force: a slot names the release it really loads (a QA override's).
    config = await withRouteTables({ ...config, remotes: applied.remotes });
    if (config.publicOrigin) siteStore.setState({ publicOrigin: new URL(config.publicOrigin).origin });
  } catch (err) {
    // The shell still renders: nav, footer and 404 work; every remote slot shows its fallback.
    console.error('[host] runtime config unavailable:', err);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  adoptFirstView(container);
  const root = createRoot(container);
  // A transition lets React render the page in slices that yield to the browser instead of one long
  // task; the edge's first view (when there is one) stays on screen meanwhile.
  startTransition(() => root.render(<App config={config} overrides={overrides} />));
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

void start();
