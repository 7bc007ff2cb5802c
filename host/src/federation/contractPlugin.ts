// The plain constant, not the @mars/shared singleton: this plugin runs before any share scope exists.
import { CONTRACT_VERSION, contractMajor } from '@mars/shared/contract-version';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each remote's mf-manifest.json carries `mars.contract`, the version of @mars/shared's contracts it
 * was built against. A remote on another major would be called with props it does not expect, so
 * the host refuses it before running any of its code: its slot shows the fallback (without retrying:
 * only another release can fix it) and the console says why. The rest of the site is unaffected.
 */
const refused = new Map<string, string>();

/** Why the host refused this remote, if it did. */
export function refusalOf(remote: string): string | undefined {
  return refused.get(remote);
}

export function contractProblem(remote: string, manifest: unknown, hostContract = CONTRACT_VERSION): string | null {
  const declared = (manifest as { mars?: { contract?: unknown } } | undefined)?.mars?.contract;
  if (declared === undefined) {
    return `[host] remote "${remote}" refused: its manifest declares no contract version (this host speaks contract ${hostContract}). None of its code runs.`;
  }
  if (contractMajor(declared) !== contractMajor(hostContract)) {
    return `[host] remote "${remote}" refused: built against contract ${String(declared)}, this host speaks contract ${hostContract} (major ${contractMajor(hostContract)}). None of its code runs.`;
  }
  return null;
}

export default function contractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mars-contract-check',
    loadRemoteSnapshot(args) {
      // Called again for every later module of the same remote, then from the cached snapshot and
      // without the manifest: the check was made when the manifest arrived.
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const remote = args.moduleInfo.alias ?? args.moduleInfo.name;
      const problem = contractProblem(remote, args.manifestJson);
      if (!problem) {
        refused.delete(remote);
        return args;
      }
      if (!refused.has(remote)) console.error(problem);
      refused.set(remote, problem);
      throw new Error(problem);
    },
  };
}
