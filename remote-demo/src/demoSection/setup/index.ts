/** The camera setup a visitor brings from the compatibility tool, attached to their request. */

export { withoutSetup } from '@mars/shared/demo-setup';
export { setupFields } from '@mars/shared/demo-setup-draft';
export { AttachedSetup } from './AttachedSetup';
export { type AttachedAction, attachedFrom, attachedReducer, checkedSetup } from './draft';
export { SETUP_TEXTS } from './texts';
