export const FIRST_VIEW_FILE: string;
export const RELEASE_BASE_PLACEHOLDER: string;
export const SLOT_MARKER: string;
export const SHELL_VIEW: string;
