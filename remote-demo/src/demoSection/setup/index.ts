/**
 * The camera setup a visitor brings from the compatibility tool: what the form loads (a chunk of its
 * own) only when the page's address has a query — a page without one never pays for it.
 */

export { withoutSetup } from '@mars/shared/demo-setup';
export { AttachedSetup } from './AttachedSetup';
export { attachedFrom, type SetupDraft, setupOfDraft } from './draft';
export { SETUP_TEXTS } from './texts';
