/**
 * The page the edge sent carries its own CSS: every view's styled-components rules, in a
 * `<style data-first-view>` (edge: worker/pages/concerns/head.ts). styled-components does not know
 * them; left alone, each component the app hydrates inserts its rules again into a sheet of its own,
 * and each insertion makes the browser compute the style of the whole page anew — on a phone 40–50 ms
 * a frame, frame after frame, while the app takes the page over.
 *
 * So, once, before React hydrates: every class name the page's elements carry is registered with
 * styled-components as present, under each component id (`sc-…`) on the same element. A component
 * whose class is already on the page then inserts nothing; one the page does not show (another state,
 * a view reached in the app) inserts its rules as it always did. A name registered under an id that
 * does not own it is never asked for: a component's names are hashes of its own id and CSS.
 *
 * `__PRIVATE__.mainSheet` is styled-components' one sheet (the shared singleton every app's code
 * uses); its `registerName`/`hasNameForId` are what the library's own server rehydration calls. The
 * unit test fails if a version of the library no longer honours them.
 */
import { __PRIVATE__ } from 'styled-components';

const COMPONENT_ID_PREFIX = 'sc-';

/** Registers the styled-components classes found under `root` as present; returns how many it added. */
export function adoptPageStyles(root: ParentNode): number {
  const sheet = __PRIVATE__.mainSheet;
  let added = 0;
  for (const element of root.querySelectorAll(`[class*="${COMPONENT_ID_PREFIX}"]`)) {
    const classes = [...element.classList];
    const ids = classes.filter((c) => c.startsWith(COMPONENT_ID_PREFIX));
    const names = classes.filter((c) => !c.startsWith(COMPONENT_ID_PREFIX));
    for (const id of ids)
      for (const name of names)
        if (!sheet.hasNameForId(id, name)) {
          sheet.registerName(id, name);
          added++;
        }
  }
  return added;
}
