/**
 * What the visitor typed survives the full load that recovers a tab whose releases are gone
 * (staleRelease.ts): the typed values of the page being left and of the page that failed are kept in
 * this tab's session storage under their address, and put back into the same fields when that
 * address is loaded again (recovery/index.ts does, on every page, after the first paint, before the
 * app: the app then takes them over as typed, @mars/shared's useTypedBeforeHydration). Passwords are
 * never kept; a field the visitor has already changed again is left as it is.
 */

const PREFIX = 'mars:kept-values:';

/** A form's values by field name, keyed by the form's id, its name, or its place in the page. */
export type TypedValues = Record<string, Record<string, string>>;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const KEPT_INPUTS = new Set(['text', 'email', 'tel', 'url', 'search', 'number', '']);

const formKey = (form: HTMLFormElement, index: number) => form.id || form.getAttribute('name') || `form-${index}`;

/** Whether a field holds something the visitor changed (its value against the page's own). */
function changed(el: Element): boolean {
  if (el instanceof HTMLInputElement) return Boolean(el.name) && KEPT_INPUTS.has(el.type) && el.value !== el.defaultValue;
  if (el instanceof HTMLTextAreaElement) return Boolean(el.name) && el.value !== el.defaultValue;
  if (el instanceof HTMLSelectElement) return Boolean(el.name) && Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return false;
}

const textField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  (el instanceof HTMLInputElement && KEPT_INPUTS.has(el.type)) || el instanceof HTMLTextAreaElement;

/**
 * What the visitor typed into the page's forms now: each form with a text field that is not empty,
 * with its text fields and choices. Not measured against the fields' defaults: a form the app
 * controls keeps its defaults in step with its values (React writes the value attribute).
 */
export function typedValues(doc: Document = document): TypedValues {
  const values: TypedValues = {};
  Array.from(doc.forms).forEach((form, index) => {
    const fields = Array.from(form.elements).filter(
      (el): el is Field => (textField(el) || el instanceof HTMLSelectElement) && Boolean((el as Field).name),
    );
    if (fields.some((el) => textField(el) && el.value !== ''))
      values[formKey(form, index)] = Object.fromEntries(fields.map((el) => [el.name, el.value]));
  });
  return values;
}

/** Keeps `values` for the page at `address` (path and query) in this tab; nothing to keep, nothing written. */
export function keepValues(address: string, values: TypedValues, storage: Storage | null = sessionStorageOrNull()): void {
  if (!storage || !Object.keys(values).length) return;
  try {
    storage.setItem(PREFIX + address, JSON.stringify(values));
  } catch {
    // Storage full or refused: the full load goes ahead; the recovery's message says what happened.
  }
}

/**
 * Puts the values kept for this page back into its fields (only fields still as the page sent them),
 * once: the kept copy is removed. Returns how many fields it filled.
 */
export function restoreKeptValues(doc: Document = document, storage: Storage | null = sessionStorageOrNull()): number {
  const address = `${doc.location?.pathname ?? ''}${doc.location?.search ?? ''}`;
  const raw = storage?.getItem(PREFIX + address);
  if (!storage || !raw) return 0;
  storage.removeItem(PREFIX + address);
  let kept: TypedValues;
  try {
    kept = JSON.parse(raw) as TypedValues;
  } catch {
    return 0;
  }
  let filled = 0;
  Array.from(doc.forms).forEach((form, index) => {
    for (const [name, value] of Object.entries(kept[formKey(form, index)] ?? {})) {
      const el = form.elements.namedItem(name);
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
      if (changed(el) || typeof value !== 'string' || el.value === value) continue;
      el.value = value;
      filled++;
    }
  });
  return filled;
}

/** The tab's session storage, or null where the browser refuses it (a privacy mode, a sandbox). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
