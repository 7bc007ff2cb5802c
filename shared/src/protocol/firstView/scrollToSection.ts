/**
 * On <html> while a page is being put at a #section: by the edge page's script for a page opened
 * at one (host/edge/worker/pages/inlineLoader.ts), by the host for a link to one
 * (host/src/scroll/useScrollOnNavigate.ts). Blocks of a long page that skip rendering until they near
 * the viewport (content-visibility: auto, with an estimated height) render meanwhile, so that the
 * section lands where it should and stays there: an estimate above it replaced by the real height
 * would move it. Each such block says so in its own style (`html[data-scrolling-to-section] &`, and
 * `html:has(:target) &` once the browser has marked the target), never in a rule on every element
 * (`html:has(:target) *` made each element added anywhere in the page restyle all of them).
 */
export const SCROLLING_TO_SECTION_ATTR = 'data-scrolling-to-section';
