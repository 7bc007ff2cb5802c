/** The camera setup a visitor brings from the compatibility tool, attached to their request. */

export { withoutSetup } from '@mars/shared/demo-setup';
export { AttachedSetup } from './AttachedSetup';
export { attachedFrom, draftOfFields, type SetupDraft, sameDraft, setupOfDraft } from './draft';
export { SETUP_TEXTS } from './texts';
