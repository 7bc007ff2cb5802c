import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { scriptWithIntegrity, verifiedManifest } from './integrity';
import { fetchWithBudget, REMOTE_LOAD_BUDGET_MS } from './loadBudget';

/**
 * How the host fetches a remote's files (a Module Federation runtime plugin, `mars-remote-load`):
 * within the time budget (loadBudget.ts), and only what the integrity chain vouches for
 * (integrity.ts) — the manifest checked against the run-time config, `remoteEntry.js` with its digest.
 * One plugin for both because the runtime takes one answer per hook: of two plugins with a `fetch`
 * (or a `createScript`), only the last one's answer counts.
 */
export default function remoteLoadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mars-remote-load',
    async fetch(url, init) {
      return verifiedManifest(url, await fetchWithBudget(url, init));
    },
    createScript({ url }) {
      // The runtime's own <script> with a shorter timeout than its 20 s; with its digest when known.
      const script = scriptWithIntegrity(url);
      return script ? { script, timeout: REMOTE_LOAD_BUDGET_MS } : { timeout: REMOTE_LOAD_BUDGET_MS };
    },
  };
}
