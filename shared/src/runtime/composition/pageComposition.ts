import { COMPOSITION_META } from '../../protocol/composition/compositionMeta';

/**
 * The composition id the edge writes into every page it composes (compositionMeta.ts). Every app
 * that reports on the page or sends a lead reads it here. Null outside a composed page (a dev server).
 */
export const pageComposition = (doc: Document | undefined = globalThis.document): string | null =>
  doc?.querySelector<HTMLMetaElement>(`meta[name="${COMPOSITION_META}"]`)?.content || null;
