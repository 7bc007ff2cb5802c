import type { CountryCode } from '@mars/shared';
import { COUNTRIES } from '@mars/shared';
import dockMp4 from '../../assets/video/dock.mp4';
import dockWebm from '../../assets/video/dock.webm';
import dockPoster from '../../assets/video/dock-poster.webp';
import dockThumb from '../../assets/video/dock-thumb.webp';
import heroInMp4 from '../../assets/video/hero-in.mp4';
import heroInWebm from '../../assets/video/hero-in.webm';
import heroInPoster from '../../assets/video/hero-in-poster.webp';
import heroInThumb from '../../assets/video/hero-in-thumb.webp';
import heroUsMp4 from '../../assets/video/hero-us.mp4';
import heroUsWebm from '../../assets/video/hero-us.webm';
import heroUsPoster from '../../assets/video/hero-us-poster.webp';
import heroUsThumb from '../../assets/video/hero-us-thumb.webp';
import lobbyMp4 from '../../assets/video/lobby.mp4';
import lobbyWebm from '../../assets/video/lobby.webm';
import lobbyPoster from '../../assets/video/lobby-poster.webp';
import lobbyThumb from '../../assets/video/lobby-thumb.webp';
import parkingMp4 from '../../assets/video/parking.mp4';
import parkingWebm from '../../assets/video/parking.webm';
import parkingPoster from '../../assets/video/parking-poster.webp';
import parkingThumb from '../../assets/video/parking-thumb.webp';

/** The spec's video item, with both encodings and a poster. Every clip is an 8-second loop. */
export interface VideoItem {
  id: string;
  url: { webm: string; mp4: string };
  label: string;
  thumbnail: string;
  poster: string;
  duration: number;
}

export const HERO_VIDEO_SECONDS = 8;

const LIBRARY: Record<string, Omit<VideoItem, 'id' | 'duration'>> = {
  'hero-us': { url: { webm: heroUsWebm, mp4: heroUsMp4 }, label: 'Front entrance', thumbnail: heroUsThumb, poster: heroUsPoster },
  'hero-in': { url: { webm: heroInWebm, mp4: heroInMp4 }, label: 'Society gate', thumbnail: heroInThumb, poster: heroInPoster },
  lobby: { url: { webm: lobbyWebm, mp4: lobbyMp4 }, label: 'Lobby tracking', thumbnail: lobbyThumb, poster: lobbyPoster },
  parking: { url: { webm: parkingWebm, mp4: parkingMp4 }, label: 'Loitering alert', thumbnail: parkingThumb, poster: parkingPoster },
  dock: { url: { webm: dockWebm, mp4: dockMp4 }, label: 'Loading dock', thumbnail: dockThumb, poster: dockPoster },
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
