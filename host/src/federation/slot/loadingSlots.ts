/**
 * Which slots are still loading their module, as the page shows it: a placeholder carries the
 * attribute below while it stands in. A scroll to a #section, and a deferred slot's "near the
 * viewport" test, wait until no slot does (a loading slot above would move them once it renders).
 * The one place the attribute is named: writers spread `loadingSlotProps`, readers ask `anySlotLoading()`.
 */
const LOADING_ATTR = 'data-remote-loading';

export const loadingSlotProps = { [LOADING_ATTR]: '' } as const;

export const anySlotLoading = (doc: Document = document): boolean => doc.querySelector(`[${LOADING_ATTR}]`) !== null;
