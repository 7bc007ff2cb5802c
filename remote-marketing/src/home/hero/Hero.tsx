import { appControl, SECTION_IDS, sectionPath, useSiteStore } from '@mars/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../locale/texts';
import {
  Actions,
  Content,
  Copy,
  CtaLink,
  HeroSection,
  Media,
  Poster,
  Selector,
  SelectorButton,
  Soon,
  ToggleButton,
  Video,
} from './Hero.styles';
import { ProgressRing } from './ProgressRing';
import { heroVideos } from './videos';

/** Honour prefers-reduced-motion: nothing autoplays, a play control is offered instead. */
function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  // Read once mounted: the first render is the page's HTML (rendered by the build), which React hydrates.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = globalThis.matchMedia?.(query);
    if (!mq) return;
    const on = () => setReduced(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

/** False in the page's HTML and while React adopts it; true once this component runs in the browser. */
function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

export function Hero() {
  const t = useTexts().hero;
  const country = useSiteStore((s) => s.country);
  const videos = useMemo(() => heroVideos(country), [country]);
  const [index, setIndex] = useState(0);
  const [progress, setProgress] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(!reducedMotion);
  const live = useLive();
  const videoRef = useRef<HTMLVideoElement>(null);
  const current = videos[index] ?? videos[0];

  // A new country means a new list: start again from its own hero video.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on country change only
  useEffect(() => {
    setIndex(0);
  }, [country]);
  useEffect(() => setPlaying(!reducedMotion), [reducedMotion]);

  const next = () => {
    setProgress(0);
    setIndex((i) => (i + 1) % videos.length);
  };

  // Follow playback smoothly while playing; timeupdate alone moves the ring in 250 ms steps.
  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    const tick = () => {
      const v = videoRef.current;
      // Whole percents: the ring moves in sub-pixel steps anyway, and React skips the render when
      // the value has not changed, so the hero re-renders ~12 times a second instead of every frame.
      if (v?.duration) setProgress(Math.round((v.currentTime / v.duration) * 100) / 100);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing]);

  // Re-run for each clip (a new <video> element) as well as for play/pause. The first view's video is
  // already playing when the app adopts it: play() then changes nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: current.id is the trigger for a new clip
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    if (playing) v.play().catch(() => setPlaying(false));
    else v.pause();
  }, [playing, current?.id]);

  if (!current) return null;
  return (
    <HeroSection aria-labelledby="hero-title" data-section="hero">
      <Media>
        {/* The LCP element: decoded with the frame it arrives in (no decoding="async"). */}
        <Poster src={current.poster} alt="" width={960} height={540} fetchPriority="high" />
        {/*
          Plays from the first paint, before any script: the page's HTML autoplays the first clip, looping
          it (HTML alone cannot move to the next). The app adopts this same element without restarting it,
          stops the loop so the clip ends, and moves through the list on each end.
        */}
        <Video
          key={current.id}
          ref={videoRef}
          muted
          playsInline
          preload="auto"
          poster={current.poster}
          autoPlay={playing}
          loop={!live}
          data-first-view={live ? undefined : ''}
          onEnded={next}
          data-video-id={current.id}
          aria-hidden="true"
        >
          <source src={current.url.webm} type="video/webm" />
          <source src={current.url.mp4} type="video/mp4" />
        </Video>
      </Media>
      <Content>
        <Copy>
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="hero-title">
            {t.title} <span>{t.highlight}</span>
          </h1>
          <p className="lead">{t.subtitle}</p>
          <Actions>
            <CtaLink as={Link} to={sectionPath(SECTION_IDS.demo)}>
              {t.cta}
            </CtaLink>
            <ToggleButton type="button" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing} {...appControl}>
              {playing ? 'Pause video' : 'Play video'}
            </ToggleButton>
          </Actions>
          <Soon>{t.comingSoon}</Soon>
        </Copy>
        <Selector aria-label={t.videoNav}>
          {videos.map((v, i) => (
            <li key={v.id}>
              <SelectorButton
                {...appControl}
                type="button"
                aria-current={i === index}
                onClick={() => {
                  setProgress(0);
                  setIndex(i);
                }}
              >
                <img src={v.thumbnail} alt="" width={96} height={54} loading="lazy" decoding="async" />
                <span>{v.label}</span>
                <ProgressRing value={i === index ? progress : 0} label={i === index ? `${v.label}, playing` : undefined} />
              </SelectorButton>
            </li>
          ))}
        </Selector>
      </Content>
    </HeroSection>
  );
}
