import { appControl, SECTION_IDS, sectionPath, useSiteStore } from '@mars/shared';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
import {
  ADOPTED_EVENT,
  BEHAVIOUR_LIVE_ATTR,
  CLIP_ATTRS,
  followPlayback,
  HERO_SELECTOR,
  heroStateOnPage,
  playClip,
  playOnlyOnScreen,
  TOGGLE_TEXT,
} from './heroDom';
import { ProgressRing } from './ProgressRing';
import { heroVideos, PHONE_CLIP_MEDIA } from './videos';

/** Honour prefers-reduced-motion: nothing autoplays, a play control is offered instead. Null until read. */
function usePrefersReducedMotion(): boolean | null {
  const query = '(prefers-reduced-motion: reduce)';
  // Read once mounted: the first render is the page's HTML (rendered by the build), which React hydrates.
  const [reduced, setReduced] = useState<boolean | null>(null);
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

/** False in the page's HTML and while React adopts it (unless the player ran it); true once this component runs in the browser. */
function useLive(playedAlready: boolean): boolean {
  const [live, setLive] = useState(playedAlready);
  useEffect(() => setLive(true), []);
  return live;
}

/**
 * Where the hero is on the page when this code takes it over: the page's HTML may have been played
 * by the hero's player (heroPlayer.ts) for a while — another clip, paused — and React adopts that
 * HTML, so its first render must be the same. The build (no page) and a client-side navigation (no
 * hero yet) start from the first clip, playing.
 */
function stateOnPage(): { index: number; playing: boolean; played: boolean } {
  const fresh = { index: 0, playing: true, played: false };
  if (typeof document === 'undefined') return fresh;
  return heroStateOnPage(document.querySelector(HERO_SELECTOR)) ?? fresh;
}

export function Hero() {
  const t = useTexts().hero;
  const country = useSiteStore((s) => s.country);
  const videos = useMemo(() => heroVideos(country), [country]);
  const [onPage] = useState(stateOnPage);
  const [index, setIndex] = useState(onPage.index);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(onPage.playing);
  const live = useLive(onPage.played);
  const section = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const current = videos[index] ?? videos[0];

  // The hero's player lets go of the page as this takes it over (before the browser paints again),
  // or, not started yet (the hero off screen), stops waiting to start.
  useLayoutEffect(() => {
    section.current?.removeAttribute(BEHAVIOUR_LIVE_ATTR);
    section.current?.dispatchEvent(new Event(ADOPTED_EVENT));
  }, []);

  // A new country means a new list: start again from its own hero video (not on the first render:
  // that is the page's, whichever clip it shows).
  const shownCountry = useRef(country);
  useEffect(() => {
    if (shownCountry.current === country) return;
    shownCountry.current = country;
    setIndex(0);
  }, [country]);
  // Reduced motion stops the clip once it is known; a change of the setting later plays or stops it.
  const readMotion = useRef(false);
  useEffect(() => {
    if (reducedMotion === null) return;
    if (readMotion.current) setPlaying(!reducedMotion);
    else if (reducedMotion) setPlaying(false);
    readMotion.current = true;
  }, [reducedMotion]);

  const next = () => setIndex((i) => (i + 1) % videos.length);

  // The current clip's ring follows its playback, turned by the browser (heroDom.ts), not by renders.
  // Before the browser paints: when the app adopts the hero, the player's ring stops in the same task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: current.id is the trigger for a new clip
  useLayoutEffect(() => {
    const ring = section.current?.querySelector('button[aria-current="true"] [data-ring]');
    const video = videoRef.current;
    return ring && video ? followPlayback(ring, video) : undefined;
  }, [current?.id]);

  // Re-run for each clip (a new <video> element) as well as for play/pause. The first view's video is
  // already playing when the app adopts it: play() then changes nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: current.id is the trigger for a new clip
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    if (playing) playClip(v, () => setPlaying(false));
    else v.pause();
  }, [playing, current?.id]);

  // Out of sight the clip waits (heroDom.ts): each clip's own element, as the visitor's toggle says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: current.id is the trigger for a new clip
  useEffect(() => {
    const [v, hero] = [videoRef.current, section.current];
    return v && hero ? playOnlyOnScreen(v, hero, () => playing) : undefined;
  }, [current?.id, playing]);

  if (!current) return null;
  return (
    <HeroSection ref={section} aria-labelledby="hero-title" data-section="hero">
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
          <source src={current.url.phone.webm} type="video/webm" media={PHONE_CLIP_MEDIA} />
          <source src={current.url.phone.mp4} type="video/mp4" media={PHONE_CLIP_MEDIA} />
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
              {playing ? TOGGLE_TEXT.playing : TOGGLE_TEXT.paused}
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
                {...{
                  [CLIP_ATTRS.id]: v.id,
                  [CLIP_ATTRS.webm]: v.url.webm,
                  [CLIP_ATTRS.mp4]: v.url.mp4,
                  [CLIP_ATTRS.phoneWebm]: v.url.phone.webm,
                  [CLIP_ATTRS.phoneMp4]: v.url.phone.mp4,
                  [CLIP_ATTRS.poster]: v.poster,
                }}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={v.thumbnail} alt="" width={96} height={54} loading="lazy" decoding="async" />
                <span>{v.label}</span>
                <ProgressRing label={i === index ? `${v.label}, playing` : undefined} />
              </SelectorButton>
            </li>
          ))}
        </Selector>
      </Content>
    </HeroSection>
  );
}
