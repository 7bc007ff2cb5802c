import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, setViewportWidth } from '../../test/render';
import { FeatureCarousel } from './FeatureCarousel';

const track = () => document.querySelector('[data-index]') as HTMLElement;
const index = () => Number(track().dataset.index);

function drag(dx: number, dy = 0, pointerType = 'touch') {
  const t = track();
  fireEvent.pointerDown(t, { clientX: 200, clientY: 300, pointerId: 1, pointerType, button: 0 });
  fireEvent.pointerMove(t, { clientX: 200 + dx / 2, clientY: 300 + dy / 2, pointerId: 1, pointerType });
  fireEvent.pointerMove(t, { clientX: 200 + dx, clientY: 300 + dy, pointerId: 1, pointerType });
  fireEvent.pointerUp(t, { clientX: 200 + dx, clientY: 300 + dy, pointerId: 1, pointerType });
}

describe('feature carousel (below 768 px)', () => {
  beforeEach(() => setViewportWidth(375));

  it('previous is disabled on the first card and next on the last; the index stays within 0..3', () => {
    // (jsdom applies no media queries: the phone-only controls count as hidden here.)
    renderWithProviders(<FeatureCarousel />);
    const prev = screen.getByRole('button', { name: 'Previous feature', hidden: true });
    const next = screen.getByRole('button', { name: 'Next feature', hidden: true });
    expect(index()).toBe(0);
    expect(prev).toBeDisabled();
    for (let i = 0; i < 5; i++) fireEvent.click(next);
    expect(index()).toBe(3);
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    for (let i = 0; i < 5; i++) fireEvent.click(prev);
    expect(index()).toBe(0);
  });

  it('a swipe left past the 5 px threshold goes forward, right goes back, never past the ends', () => {
    renderWithProviders(<FeatureCarousel />);
    drag(-60);
    expect(index()).toBe(1);
    drag(80);
    expect(index()).toBe(0);
    drag(80);
    expect(index()).toBe(0);
  });

  it('a 5 px movement is a tap, and a mostly vertical drag scrolls the page instead', () => {
    renderWithProviders(<FeatureCarousel />);
    drag(-5);
    expect(index()).toBe(0);
    drag(-40, 60);
    expect(index()).toBe(0);
  });

  it('mouse drag works like a swipe, and the drag does not follow the card link', () => {
    renderWithProviders(<FeatureCarousel />);
    drag(-100, 0, 'mouse');
    expect(index()).toBe(1);
    const link = screen.getAllByRole('link')[1] as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent.pointerDown(track(), { clientX: 300, clientY: 300, pointerId: 2, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(track(), { clientX: 200, clientY: 300, pointerId: 2, pointerType: 'mouse' });
    fireEvent.pointerUp(track(), { clientX: 200, clientY: 300, pointerId: 2, pointerType: 'mouse' });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('each card links to its feature route', () => {
    renderWithProviders(<FeatureCarousel />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/entry-to-exit-tracking', '/loitering-alerts', '/fully-on-premises', '/ai-powered-search']);
  });
});

describe('feature grid (768 px and up)', () => {
  it('ignores swipes: the grid shows every card', () => {
    setViewportWidth(1280);
    renderWithProviders(<FeatureCarousel />);
    drag(-100);
    expect(index()).toBe(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
