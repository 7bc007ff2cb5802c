/**
 * /runtime-config.json for one visitor's variant: the base config from the edge's bindings, each
 * remote's manifest inside its release on its own origin, the sha384 of each of those manifests as
 * recorded at publish (the first link of the integrity chain), the site's routes and menu, and the
 * composition id. The page and its CSP are made from the same object.
 */
import type { ComposedRuntimeConfig } from '@mars/shared/runtime-config';
import { compositionOf, overrideParams, type Picks, type VariantPointers, variantParam } from '../canary/variant';
import { MANIFEST_FILE, releaseDigest } from '../releases/store';
import { HOST, type Settings } from './settings';
import { siteRoutes } from './siteRoutes';

export const CONFIG_PATH = '/runtime-config.json';

/** The config the edge composes (the protocol's type, @mars/shared/runtime-config), with any other entry its settings carry. */
export type RuntimeConfig = ComposedRuntimeConfig & Settings['baseConfig'];

/**
 * The sha384 of each remote's manifest in the variant's release, as recorded when it was published
 * (with the pointers, not read back from the bucket). A release published before digests were
 * recorded gets its manifest's digest as the bucket has it (that still guards the way to the browser).
 */
async function manifestIntegrity(bucket: R2Bucket, s: Settings, pointers: VariantPointers): Promise<Record<string, string>> {
  const integrity: Record<string, string> = {};
  await Promise.all(
    s.remotes.map(async (remote) => {
      const id = pointers.apps[remote]?.current;
      if (!id) return;
      const digest =
        pointers.digests?.[`${remote}/${id}`] ??
        // Unreadable now: no digest, so the app refuses that remote (only it degrades).
        (await releaseDigest(bucket, remote, id, MANIFEST_FILE).catch(() => null));
      if (digest) integrity[remote] = digest;
    }),
  );
  return integrity;
}

/** The config of a variant; `degraded` when a route table could not be read (a page made from it is not kept). */
export async function variantConfig(
  bucket: R2Bucket,
  s: Settings,
  pointers: VariantPointers,
): Promise<{ config: RuntimeConfig; degraded: boolean }> {
  const remotes: Record<string, string> = {};
  for (const remote of s.remotes) {
    const live = pointers.apps[remote]?.current;
    remotes[remote] = live ? `${s.origins[remote]}/${live}/${MANIFEST_FILE}` : `${s.origins[remote]}/${MANIFEST_FILE}`;
  }
  const [integrity, { degraded, ...site }] = await Promise.all([manifestIntegrity(bucket, s, pointers), siteRoutes(bucket, pointers)]);
  return {
    config: {
      ...s.baseConfig,
      publicOrigin: s.baseConfig.publicOrigin ?? (s.origins[HOST] as string),
      remotes,
      composition: compositionOf(pointers, s.apps),
      integrity,
      ...site,
    },
    degraded: Boolean(degraded),
  };
}

/** The run-time config's URL for a variant: its canaries, then its QA overrides (the host builds the same: runtimeConfigUrl). */
export function variantConfigUrl(picks: Picks, overrides: Picks): string {
  const canaries = Object.fromEntries(Object.entries(picks).filter(([app]) => !overrides[app]));
  const query = [variantParam(canaries) && `variant=${variantParam(canaries)}`, overrideParams(overrides)].filter(Boolean).join('&');
  return query ? `${CONFIG_PATH}?${query}` : CONFIG_PATH;
}
