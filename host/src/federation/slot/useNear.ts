import { type RefObject, useEffect, useState } from 'react';
import { anySlotLoading } from './loadingSlots';

/** How far below the viewport a deferred slot starts loading: about a screen ahead of the reader. */
const NEAR_MARGIN = '1000px 0px';

/**
 * True once the element is near the viewport, or at once when the URL targets the anchor, when
 * there is no anchor (nothing to defer) or when the browser has no IntersectionObserver.
 */
export function useNear(ref: RefObject<HTMLElement | null>, anchorId: string | undefined): boolean {
  const [near, setNear] = useState(() => !anchorId || typeof IntersectionObserver === 'undefined' || location.hash === `#${anchorId}`);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el) return;
    const intersection = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    // Measure only once the slots above have their real height: a loading skeleton above would put
    // this slot "near" on every first view.
    const settled = new MutationObserver(() => {
      if (anySlotLoading()) return;
      settled.disconnect();
      intersection.observe(el);
    });
    if (anySlotLoading()) settled.observe(document.body, { childList: true, subtree: true });
    else intersection.observe(el);
    return () => {
      settled.disconnect();
      intersection.disconnect();
    };
  }, [near, ref]);
  return near;
}
