import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface SnapshotParts {
  shared?: { assets?: Assets }[];
  modules?: { assets?: Assets }[];
}

const filesOf = (assets: Assets | undefined) =>
  assets ? [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async] : [];

/**
 * A remote's preload without the share checks that cannot change it. To work out which files to
 * fetch ahead of a remote's module, the runtime drops from the module's files the fallback files of
 * each shared library the page already has — deciding "has" with semver, for every shared library
 * the remote's manifest lists: one task of ~20 ms at the bench's phone CPU, on the way to the
 * sign-in dialog or the demo form. Our bundles keep a shared library in chunks of its own, loaded
 * only when the share scope has no version, never among an exposed module's files, so those checks
 * drop nothing. The snapshot the preload reads keeps only the shared libraries whose files one of
 * the remote's modules names (none, in every release so far); the runtime checks those as before.
 * Only the preload reads a snapshot's shared libraries: sharing itself goes by the remote's
 * container and the host's share scope.
 */
export default function preloadShareChecksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mars-preload-share-checks',
    loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as SnapshotParts;
      if (!Array.isArray(snapshot.shared) || !Array.isArray(snapshot.modules)) return args;
      const moduleFiles = new Set(snapshot.modules.flatMap((m) => filesOf(m.assets)));
      const shared = snapshot.shared.filter((s) => filesOf(s.assets).some((file) => moduleFiles.has(file)));
      if (shared.length === snapshot.shared.length) return args;
      return { ...args, remoteSnapshot: { ...args.remoteSnapshot, shared } as typeof args.remoteSnapshot };
    },
  };
}
