#!/usr/bin/env node
/**
 * Generates every image and video this site shows, from the SVG scenes in this folder:
 *   hero videos  → src/assets/video/<scene>.{webm,mp4} (8 s seamless loops, VP9 + H.264),
 *                  <scene>-phone.{webm,mp4} (the same at 640×360),
 *                  <scene>-poster.webp and <scene>-thumb.webp
 *   products     → src/assets/products/<id>.{avif,webp}  (480×360)
 *   features     → src/assets/features/<id>.{avif,webp}  (640×400)
 *   link previews→ <app>/src/assets/og/<page>.jpg (1200×630 JPEG, which every link-preview
 *                  service reads; see ogCards.mjs) for marketing's pages and the host's default
 * The illustration style (scenes, devices, diagrams, the preview card) is shared/media, which the
 * blog's own media script (remote-blog/media) uses for its articles.
 * Needs ffmpeg on PATH (apt-get install ffmpeg). Outputs are committed; CI does not run this.
 * Usage: node media/generate.mjs [--only videos|images|og]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEVICES, DIAGRAMS } from '../../shared/media/illustrations.mjs';
import { writePicture, writePreview } from '../../shared/media/raster.mjs';
import { sceneSvg } from '../../shared/media/scenes.mjs';
import { ogCards } from './ogCards.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = (...p) => path.join(root, 'src/assets', ...p);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const FPS = 24;
const SECONDS = 8;
const VIDEO_SCENES = ['hero-us', 'hero-in', 'lobby', 'parking', 'dock'];
/**
 * Each clip as drawn (960×540), and a phone's rendition (640×360, the hero's phone layout plays it:
 * src/home/hero/videos.ts), at a quality that keeps its captions legible at that size.
 */
const RENDITIONS = [
  { suffix: '', scale: null, webmCrf: 44, mp4Crf: 31 },
  { suffix: '-phone', scale: '640:360', webmCrf: 40, mp4Crf: 29 },
];

const kb = (f) => `${(statSync(f).size / 1024).toFixed(0)} KB`;
const svg = (s) => sharp(Buffer.from(s));

const images = async (svgText, file, width, height) => console.log(await writePicture(sharp, svgText, file, width, height));

async function video(scene) {
  const dir = mkdtempSync(path.join(tmpdir(), `scene-${scene}-`));
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    await svg(sceneSvg(scene, i / frames))
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`));
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, 'f%04d.png')];
  const files = [];
  for (const { suffix, scale, webmCrf, mp4Crf } of RENDITIONS) {
    const size = scale ? ['-vf', `scale=${scale}:flags=lanczos`] : [];
    const webm = out('video', `${scene}${suffix}.webm`);
    const mp4 = out('video', `${scene}${suffix}.mp4`);
    const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(webmCrf), '-row-mt', '1', '-threads', '2'];
    execFileSync('ffmpeg', [...input, ...size, ...vp9, '-pix_fmt', 'yuv420p', '-an', webm]);
    const h264 = ['-c:v', 'libx264', '-crf', String(mp4Crf), '-preset', 'slow'];
    execFileSync('ffmpeg', [...input, ...size, ...h264, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4]);
    files.push(`webm${suffix} ${kb(webm)}, mp4${suffix} ${kb(mp4)}`);
  }
  const first = sceneSvg(scene, 0);
  await svg(first)
    .resize(960, 540)
    .webp({ quality: 70 })
    .toFile(out('video', `${scene}-poster.webp`));
  await svg(first)
    .resize(192, 108)
    .webp({ quality: 70 })
    .toFile(out('video', `${scene}-thumb.webp`));
  rmSync(dir, { recursive: true, force: true });
  console.log(`video/${scene}: ${files.join(', ')}, poster ${kb(out('video', `${scene}-poster.webp`))}`);
}

for (const d of ['video', 'products', 'features']) mkdirSync(out(d), { recursive: true });

if (!only || only === 'og') {
  for (const card of ogCards())
    console.log(await writePreview(sharp, card.svg, path.resolve(root, '..', card.app, 'src/assets', `${card.file}.jpg`)));
}
if (!only || only === 'images') {
  for (const [id, draw] of Object.entries(DEVICES)) await images(draw(), out('products', id), 480, 360);
  await images(sceneSvg('lobby', 0.55), out('features', 'tracking'), 640, 400);
  await images(sceneSvg('parking', 0.25), out('features', 'loitering'), 640, 400);
  await images(DIAGRAMS['on-premises'](), out('features', 'on-premises'), 640, 400);
  await images(DIAGRAMS.search(), out('features', 'search'), 640, 400);
}
if (!only || only === 'videos') {
  for (const scene of VIDEO_SCENES) await video(scene);
}
