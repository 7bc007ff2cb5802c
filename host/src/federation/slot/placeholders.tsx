import styled from 'styled-components';
import { RemoteLoading } from '../RemoteFallback';

/**
 * While a slot's module loads on a client-side navigation (a page the edge sent is hydrated in place
 * instead: see firstView/slots.ts): a skeleton of the slot's height, marked as loading
 * (loadingSlots.ts), so a scroll to a #section waits for the real content.
 */
export function Placeholder({ minHeight }: { minHeight: number }) {
  return <RemoteLoading minHeight={minHeight} />;
}

/** The marker a build-time render leaves for the edge, around the skeleton the slot shows when the edge has no view for it. */
export function BuildTimeSlot({ viewKey, minHeight, deferred }: { viewKey: string; minHeight: number; deferred: boolean }) {
  const skeleton = deferred ? <DeferredPlaceholder $minHeight={minHeight} /> : <RemoteLoading minHeight={minHeight} />;
  // React writes a <template>'s children as HTML: exactly the marker format (slotMarker) the edge reads.
  return <template data-first-view-slot={viewKey}>{skeleton}</template>;
}

export const DeferredPlaceholder = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
`;
