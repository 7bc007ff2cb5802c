import { CAROUSEL, clampIndex, swipeDirection } from './carouselLogic';

describe('feature carousel logic', () => {
  it('keeps the index between 0 and 3 for four cards', () => {
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(0, 4)).toBe(0);
    expect(clampIndex(3, 4)).toBe(3);
    expect(clampIndex(4, 4)).toBe(3);
  });

  it('treats movement up to the 5 px threshold as a tap', () => {
    expect(swipeDirection(5, 0)).toBe(0);
    expect(swipeDirection(-5, 0)).toBe(0);
    expect(swipeDirection(-6, 0)).toBe(1);
    expect(swipeDirection(6, 0)).toBe(-1);
  });

  it('ignores gestures that are mostly vertical (hysteresis 0.6)', () => {
    expect(swipeDirection(-100, 59)).toBe(1);
    expect(swipeDirection(-100, 60)).toBe(0);
    expect(swipeDirection(40, -80)).toBe(0);
  });

  it('uses the spec constants', () => {
    expect(CAROUSEL).toMatchObject({ swipeThreshold: 5, hysteresis: 0.6, transitionSeconds: 0.35, minCardHeight: 420 });
  });
});
