#!/usr/bin/env node
/**
 * Generates every image and video this site shows, from the SVG scenes in this folder:
 *   hero videos  → src/assets/video/<scene>.{webm,mp4} (8 s seamless loops, VP9 + H.264),
 *                  <scene>-poster.webp and <scene>-thumb.webp
 *   products     → src/assets/products/<id>.{avif,webp}  (480×360)
 *   features     → src/assets/features/<id>.{avif,webp}  (640×400)
 *   blog cards   → ../remote-blog/src/assets/<slug>.{avif,webp} (800×450), made here so one
 *                  illustration style serves the whole site; the blog team owns the files.
 *   link previews→ <app>/src/assets/og/<page>.jpg and ../remote-blog/src/assets/<slug>-og.jpg
 *                  (1200×630 JPEG, which every link-preview service reads; see ogCards.mjs)
 * Needs ffmpeg on PATH (apt-get install ffmpeg). Outputs are committed; CI does not run this.
 * Usage: node media/generate.mjs [--only videos|images|og]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEVICES, DIAGRAMS } from './illustrations.mjs';
import { ARTICLE_IMAGES, OG_H, OG_W, ogCards } from './ogCards.mjs';
import { sceneSvg } from './scenes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = (...p) => path.join(root, 'src/assets', ...p);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const FPS = 24;
const SECONDS = 8;
const VIDEO_SCENES = ['hero-us', 'hero-in', 'lobby', 'parking', 'dock'];

const kb = (f) => `${(statSync(f).size / 1024).toFixed(0)} KB`;
const svg = (s) => sharp(Buffer.from(s));

async function images(svgText, file, width, height) {
  const base = svg(svgText).resize(width, height, { fit: 'cover' });
  await base.clone().avif({ quality: 55, effort: 6 }).toFile(`${file}.avif`);
  await base.clone().webp({ quality: 78 }).toFile(`${file}.webp`);
  console.log(`${path.relative(root, file)}.avif ${kb(`${file}.avif`)}  .webp ${kb(`${file}.webp`)}`);
}

async function video(scene) {
  const dir = mkdtempSync(path.join(tmpdir(), `scene-${scene}-`));
  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    await svg(sceneSvg(scene, i / frames))
      .png({ compressionLevel: 1 })
      .toFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`));
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, 'f%04d.png')];
  const webm = out('video', `${scene}.webm`);
  const mp4 = out('video', `${scene}.mp4`);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '44',
    '-row-mt',
    '1',
    '-threads',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-an',
    webm,
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    '31',
    '-preset',
    'slow',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    mp4,
  ]);
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
  console.log(`video/${scene}: webm ${kb(webm)}, mp4 ${kb(mp4)}, poster ${kb(out('video', `${scene}-poster.webp`))}`);
}

for (const d of ['video', 'products', 'features']) mkdirSync(out(d), { recursive: true });

async function ogImage(svgText, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  await svg(svgText).resize(OG_W, OG_H, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  console.log(`${path.relative(path.dirname(root), file)} ${kb(file)}`);
}

if (!only || only === 'og') {
  for (const card of ogCards()) await ogImage(card.svg, path.resolve(root, '..', card.app, 'src/assets', `${card.file}.jpg`));
  for (const [slug, draw] of Object.entries(ARTICLE_IMAGES))
    await ogImage(draw(), path.resolve(root, '../remote-blog/src/assets', `${slug}-og.jpg`));
}
if (!only || only === 'images') {
  for (const [id, draw] of Object.entries(DEVICES)) await images(draw(), out('products', id), 480, 360);
  await images(sceneSvg('lobby', 0.55), out('features', 'tracking'), 640, 400);
  await images(sceneSvg('parking', 0.25), out('features', 'loitering'), 640, 400);
  await images(DIAGRAMS['on-premises'](), out('features', 'on-premises'), 640, 400);
  await images(DIAGRAMS.search(), out('features', 'search'), 640, 400);
  const blog = path.resolve(root, '../remote-blog/src/assets');
  mkdirSync(blog, { recursive: true });
  await images(DIAGRAMS['on-premises'](), path.join(blog, 'what-is-edge-ai'), 800, 450);
  await images(sceneSvg('parking', 0.6), path.join(blog, 'smarter-safer-real-time'), 800, 450);
  await images(sceneSvg('lobby', 0.4), path.join(blog, 'the-end-of-static-surveillance'), 800, 450);
}
if (!only || only === 'videos') {
  for (const scene of VIDEO_SCENES) await video(scene);
}
