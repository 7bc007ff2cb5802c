/**
 * The composition id the edge writes into every page it composes (which release of each app made
 * it, and its canaries: `host=…;blog=…;canary=blog`; see host/edge/canary/variant.mjs). Every app
 * that reports on the page or sends a lead reads it here. Null outside a composed page (a dev server).
 */
export const COMPOSITION_META = 'mars-composition';

export const pageComposition = (doc: Document | undefined = globalThis.document): string | null =>
  doc?.querySelector<HTMLMetaElement>(`meta[name="${COMPOSITION_META}"]`)?.content || null;
