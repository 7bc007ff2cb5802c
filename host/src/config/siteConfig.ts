/**
 * The run-time config this page runs on, in one place: bootstrap.tsx reads it once (fetched,
 * validated, QA overrides applied) and everything else reads it here — the slots, the home page and
 * remote-auth's mount (useSiteConfig), the federation runtime (its remotes), the integrity chain
 * (which manifests the edge vouched for) and the real-visitor metrics (which origin is which remote).
 * Nothing keeps a copy of its own. Null until it is read, and when it could not be: every remote
 * slot then shows its fallback.
 */
import type { RemoteName } from '@mars/shared';
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';
import type { RuntimeConfig } from './readRuntimeConfig';

export interface SiteConfig extends RuntimeConfig {
  /**
   * What the edge's config vouched for: each remote's manifest URL and its digest. `remotes` above
   * are the ones in force in this browser, which differ where a QA override points a remote at a
   * dev server (loaded unchecked).
   */
  vouched: { remotes: Record<RemoteName, string>; integrity: Partial<Record<RemoteName, string>> };
}

/** The host's own (not the shared store every remote reads): the remotes get what they need as props. */
const store = createStore<{ config: SiteConfig | null }>(() => ({ config: null }));

/** Bootstrap's alone (and tests'): the config the page runs on from now. */
export const setSiteConfig = (config: SiteConfig | null): void => store.setState({ config });

/** The config the page runs on, or null (not read yet, or unavailable). */
export const siteConfig = (): SiteConfig | null => store.getState().config;

/**
 * The config, for components: they render again if it is set later. Hydration reads the current
 * config too (bootstrap sets it before hydrating); zustand's `useStore` would hydrate against the
 * store's initial state, null, and every slot would mismatch the edge's HTML.
 */
export const useSiteConfig = (): SiteConfig | null => useSyncExternalStore(store.subscribe, siteConfig, siteConfig);
