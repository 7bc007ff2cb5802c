import type { RefObject } from 'react';
import styled from 'styled-components';
import { firstViewNodes } from '../../firstView/adoption';
import { RemoteLoading } from '../RemoteFallback';
import { loadingSlotProps } from './loadingSlots';

/**
 * While the module loads: the route's first view when the edge sent one (the same HTML the visitor
 * already sees, inert until the real module takes over), otherwise a skeleton of the slot's height.
 * Both are marked as loading (loadingSlots.ts), so a scroll to a #section waits for the real content.
 */
export function Placeholder({ viewKey, minHeight }: { viewKey: string; minHeight: number }) {
  const nodes = firstViewNodes(viewKey);
  if (!nodes) return <RemoteLoading minHeight={minHeight} />;
  return <div {...loadingSlotProps} data-first-view-slot={viewKey} inert {...adopt(nodes)} />;
}

/**
 * Props that move the first view's nodes into a placeholder. The ref runs in the same commit that
 * replaces #root, before the next paint: the view never blinks. React leaves the moved nodes alone
 * (the div has no React children) and removes them with it.
 */
export const adopt = (nodes: readonly Node[], also?: RefObject<HTMLDivElement | null>) => ({
  ref: (el: HTMLDivElement | null) => {
    if (also) also.current = el;
    if (el && el.firstChild !== nodes[0]) el.append(...nodes);
  },
});

/** The marker a build-time render leaves for the edge, around the skeleton the live slot shows while it loads. */
export function BuildTimeSlot({ viewKey, minHeight, deferred }: { viewKey: string; minHeight: number; deferred: boolean }) {
  const skeleton = deferred ? <DeferredPlaceholder $minHeight={minHeight} /> : <RemoteLoading minHeight={minHeight} />;
  // React writes a <template>'s children as HTML: exactly the marker format (slotMarker) the edge reads.
  return <template data-first-view-slot={viewKey}>{skeleton}</template>;
}

export const DeferredPlaceholder = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
`;
