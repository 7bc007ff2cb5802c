/** Carousel constants from the spec (§9). */
export const CAROUSEL = {
  /** Pixels a pointer must travel before a press becomes a swipe (below: a tap on the card). */
  swipeThreshold: 5,
  /** A swipe is horizontal only while |dy| stays under 0.6 × |dx|; otherwise the page scrolls. */
  hysteresis: 0.6,
  transitionSeconds: 0.35,
  minCardWidth: 260,
  maxCardWidth: 360,
  minCardHeight: 420,
} as const;

export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}

/**
 * What a finished drag does: -1 goes to the previous card, +1 to the next, 0 stays (a tap, or a
 * mostly vertical gesture). Dragging left (dx < 0) moves forward, like a phone's photo strip.
 */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= CAROUSEL.swipeThreshold) return 0;
  if (Math.abs(dy) >= CAROUSEL.hysteresis * Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
