/**
 * A slot's opening and closing markup, apart from the slots concern (slots.ts) so it can be tested
 * without the Workers runtime's types.
 */
import { NO_VIEW_DIGEST, SLOT_ATTR } from '@mars/shared/first-view';
import { escapeAttr } from '@mars/shared/head';

/**
 * A remote's slot as the host's React tree has it (federation/RemoteSlot.tsx): the slot's box
 * (`display: contents`, naming its remote and release), then a Suspense boundary in React's own
 * markers around the view. The app hydrates the boundary once its module is wanted and loaded; until
 * then the view is the page. A slot without a view is a boundary the server "could not finish"
 * (`$!`): the app renders it itself, from its skeleton.
 */
export function slotEnds(key: string, ownerAttrs: string, { empty = false } = {}): [open: string, close: string] {
  const boundary = empty ? `<!--$!--><template data-dgst="${NO_VIEW_DIGEST}"></template>` : '<!--$-->';
  return [
    `<div ${SLOT_ATTR}="${escapeAttr(key)}"${ownerAttrs}${empty ? ' data-first-view-empty' : ''} style="display:contents">${boundary}`,
    '<!--/$--></div>',
  ];
}
