/**
 * The name of the <meta> the edge writes into every page it composes, holding the page's composition
 * id: which release of each app made it, and its canaries (`host=…;blog=…;canary=blog`; see
 * host/edge/worker/canary/variant.ts). DOM-free, so the Worker imports it too.
 */
export const COMPOSITION_META = 'mars-composition';
