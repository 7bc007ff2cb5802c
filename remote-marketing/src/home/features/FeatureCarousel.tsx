import { appControl, MOBILE_BREAKPOINT } from '@mars/shared';
import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FEATURES } from '../../catalog/features';
import { FEATURE_IMAGES, imageOf } from '../../catalog/images';
import { useTexts } from '../../locale/texts';
import { Picture } from '../../ui/Picture';
import { Inner, Kicker, Section, SectionHead } from '../sectionStyles';
import { CAROUSEL, clampIndex, swipeDirection } from './carouselLogic';

const GAP = 16;

const Viewport = styled.div`
  ${({ theme }) => theme.media.mobile} {
    overflow: hidden;
    margin: 0 -${({ theme }) => theme.space(2)};
  }
`;

/**
 * Below 768 px a strip moved by transform, one card centred at a time; from 768 px a plain
 * two-column grid. The switch is CSS only, so nothing jumps while scripts load.
 */
const Track = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    --card-w: clamp(${CAROUSEL.minCardWidth}px, calc(100vw - 64px), ${CAROUSEL.maxCardWidth}px);
    display: flex;
    gap: ${GAP}px;
    padding-inline: calc((100vw - var(--card-w)) / 2);
    transform: translateX(calc(var(--index) * -1 * (var(--card-w) + ${GAP}px) + var(--drag) * 1px));
    transition: transform ${CAROUSEL.transitionSeconds}s ease-out;
    touch-action: pan-y;
    user-select: none;
    cursor: grab;
    &[data-dragging='true'] { transition: none; cursor: grabbing; }
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  img { width: 100%; height: auto; aspect-ratio: 16 / 10; object-fit: cover; pointer-events: none; }
  div { padding: ${({ theme }) => theme.space(3)}; display: flex; flex-direction: column; gap: 8px; flex: 1; }
  h3 { font-size: ${({ theme }) => theme.size.lg}; margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; flex: 1; }
  a { font-weight: 600; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; }
  a:focus-visible { outline: none; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  ${({ theme }) => theme.media.mobile} {
    flex: 0 0 var(--card-w);
    min-height: ${CAROUSEL.minCardHeight}px;
  }
`;

const Controls = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(3)};
  }
  button {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.color.line};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-size: 20px;
    cursor: pointer;
  }
  button:disabled { opacity: 0.4; cursor: not-allowed; }
  span { min-width: 48px; text-align: center; color: ${({ theme }) => theme.color.muted}; }
`;

const isMobile = () => globalThis.innerWidth < MOBILE_BREAKPOINT;

/** Residential feature cards: carousel below 768 px, two-column grid above. */
export function FeatureCarousel() {
  const t = useTexts().features;
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const count = FEATURES.length;
  const go = (i: number) => setIndex(clampIndex(i, count));

  const onPointerDown = (e: PointerEvent<HTMLUListElement>) => {
    if (!isMobile() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLUListElement>) => {
    const s = start.current;
    if (!s) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (!dragged.current && Math.abs(dx) > CAROUSEL.swipeThreshold && Math.abs(dy) < CAROUSEL.hysteresis * Math.abs(dx)) {
      dragged.current = true;
      e.currentTarget.setPointerCapture?.(s.id);
    }
    if (dragged.current) setDrag(dx);
  };
  const onPointerUp = (e: PointerEvent<HTMLUListElement>) => {
    const s = start.current;
    start.current = null;
    setDrag(0);
    if (!s || !dragged.current) return;
    go(index + swipeDirection(e.clientX - s.x, e.clientY - s.y));
  };

  const style = { '--index': index, '--drag': drag } as CSSProperties;
  return (
    <Section aria-labelledby="features-title" $tone="paper" data-section="features">
      <Inner>
        <SectionHead>
          <Kicker>{t.eyebrow}</Kicker>
          <h2 id="features-title">{t.title}</h2>
          <p>{t.subtitle}</p>
        </SectionHead>
        <Viewport role="region" aria-roledescription="carousel" aria-label="Features">
          <Track
            style={style}
            data-dragging={drag !== 0}
            data-index={index}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onClickCapture={(e) => {
              // A drag that ends over a link must not follow it.
              if (dragged.current) {
                e.preventDefault();
                e.stopPropagation();
                dragged.current = false;
              }
            }}
            onDragStart={(e) => e.preventDefault()}
          >
            {FEATURES.map((f, i) => {
              const img = imageOf(FEATURE_IMAGES, f.imageSrc);
              return (
                <Card
                  key={f.id}
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}: ${f.title}`}
                  data-active={i === index}
                  // Keyboard focus brings its card into view; a press that starts a drag must not.
                  onFocus={(e) => isMobile() && (e.target as HTMLElement).matches(':focus-visible') && go(i)}
                >
                  <Picture avif={img.avif} webp={img.webp} alt={f.imageAlt} width={640} height={400} />
                  <div>
                    <h3>{f.title}</h3>
                    <p>{f.description}</p>
                    <Link to={f.href} draggable={false}>
                      {t.learnMore}
                      <span className="visually-hidden"> about {f.title}</span> →
                    </Link>
                  </div>
                </Card>
              );
            })}
          </Track>
        </Viewport>
        <Controls>
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous feature" {...appControl}>
            ←
          </button>
          <span aria-live="polite">
            {index + 1} / {count}
          </span>
          <button type="button" onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Next feature" {...appControl}>
            →
          </button>
        </Controls>
      </Inner>
    </Section>
  );
}
