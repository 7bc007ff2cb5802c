import type { CountryCode } from '@mars/shared';
import { COUNTRIES, MOBILE_BREAKPOINT } from '@mars/shared';
import dockMp4 from '../../assets/video/dock.mp4';
import dockWebm from '../../assets/video/dock.webm';
import dockPhoneMp4 from '../../assets/video/dock-phone.mp4';
import dockPhoneWebm from '../../assets/video/dock-phone.webm';
import dockPoster from '../../assets/video/dock-poster.webp';
import dockThumb from '../../assets/video/dock-thumb.webp';
import heroInMp4 from '../../assets/video/hero-in.mp4';
import heroInWebm from '../../assets/video/hero-in.webm';
import heroInPhoneMp4 from '../../assets/video/hero-in-phone.mp4';
import heroInPhoneWebm from '../../assets/video/hero-in-phone.webm';
import heroInPoster from '../../assets/video/hero-in-poster.webp';
import heroInThumb from '../../assets/video/hero-in-thumb.webp';
import heroUsMp4 from '../../assets/video/hero-us.mp4';
import heroUsWebm from '../../assets/video/hero-us.webm';
import heroUsPhoneMp4 from '../../assets/video/hero-us-phone.mp4';
import heroUsPhoneWebm from '../../assets/video/hero-us-phone.webm';
import heroUsPoster from '../../assets/video/hero-us-poster.webp';
import heroUsThumb from '../../assets/video/hero-us-thumb.webp';
import lobbyMp4 from '../../assets/video/lobby.mp4';
import lobbyWebm from '../../assets/video/lobby.webm';
import lobbyPhoneMp4 from '../../assets/video/lobby-phone.mp4';
import lobbyPhoneWebm from '../../assets/video/lobby-phone.webm';
import lobbyPoster from '../../assets/video/lobby-poster.webp';
import lobbyThumb from '../../assets/video/lobby-thumb.webp';
import parkingMp4 from '../../assets/video/parking.mp4';
import parkingWebm from '../../assets/video/parking.webm';
import parkingPhoneMp4 from '../../assets/video/parking-phone.mp4';
import parkingPhoneWebm from '../../assets/video/parking-phone.webm';
import parkingPoster from '../../assets/video/parking-poster.webp';
import parkingThumb from '../../assets/video/parking-thumb.webp';

/**
 * The spec's video item, with both encodings, a phone-sized rendition of each and a poster. Every
 * clip is an 8-second loop.
 */
export interface VideoItem {
  id: string;
  url: { webm: string; mp4: string; phone: { webm: string; mp4: string } };
  label: string;
  thumbnail: string;
  poster: string;
  duration: number;
}

export const HERO_VIDEO_SECONDS = 8;

/**
 * Where the phone rendition (640×360) plays: the phone layout, where the clip spans the screen's
 * width (360–430 px). Decoding the clip is the most the home page asks of a phone while a visitor
 * first taps there, where the phone decodes it in software; the rendition has 44% of the pixels.
 */
export const PHONE_CLIP_MEDIA = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

const LIBRARY: Record<string, Omit<VideoItem, 'id' | 'duration'>> = {
  'hero-us': {
    url: { webm: heroUsWebm, mp4: heroUsMp4, phone: { webm: heroUsPhoneWebm, mp4: heroUsPhoneMp4 } },
    label: 'Front entrance',
    thumbnail: heroUsThumb,
    poster: heroUsPoster,
  },
  'hero-in': {
    url: { webm: heroInWebm, mp4: heroInMp4, phone: { webm: heroInPhoneWebm, mp4: heroInPhoneMp4 } },
    label: 'Society gate',
    thumbnail: heroInThumb,
    poster: heroInPoster,
  },
  lobby: {
    url: { webm: lobbyWebm, mp4: lobbyMp4, phone: { webm: lobbyPhoneWebm, mp4: lobbyPhoneMp4 } },
    label: 'Lobby tracking',
    thumbnail: lobbyThumb,
    poster: lobbyPoster,
  },
  parking: {
    url: { webm: parkingWebm, mp4: parkingMp4, phone: { webm: parkingPhoneWebm, mp4: parkingPhoneMp4 } },
    label: 'Loitering alert',
    thumbnail: parkingThumb,
    poster: parkingPoster,
  },
  dock: {
    url: { webm: dockWebm, mp4: dockMp4, phone: { webm: dockPhoneWebm, mp4: dockPhoneMp4 } },
    label: 'Loading dock',
    thumbnail: dockThumb,
    poster: dockPoster,
  },
};

const item = (id: string): VideoItem => {
  const v = LIBRARY[id];
  if (!v) throw new Error(`No hero video "${id}"`);
  return { id, duration: HERO_VIDEO_SECONDS, ...v };
};

/** The current country's hero video first, then the shared scenes. */
export function heroVideos(country: CountryCode): VideoItem[] {
  return [item(COUNTRIES[country].heroVideo), item('lobby'), item('parking'), item('dock')];
}
