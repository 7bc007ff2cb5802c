/**
 * SVG to the files pages load: a picture as AVIF with a WebP fallback, a link-preview image as
 * JPEG (which every link-preview service reads). One quality setting for the whole site. `sharp`
 * is the caller's own dependency (each team's media script runs in its own app).
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { OG_H, OG_W } from './cards.mjs';

const kb = (f) => `${(statSync(f).size / 1024).toFixed(0)} KB`;

/** `<file>.avif` and `<file>.webp` at width × height (cover). */
export async function writePicture(sharp, svg, file, width, height) {
  mkdirSync(path.dirname(file), { recursive: true });
  const base = sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover' });
  await base.clone().avif({ quality: 55, effort: 6 }).toFile(`${file}.avif`);
  await base.clone().webp({ quality: 78 }).toFile(`${file}.webp`);
  return `${path.basename(file)}.avif ${kb(`${file}.avif`)}  .webp ${kb(`${file}.webp`)}`;
}

/** A 1200×630 JPEG at `file`. */
export async function writePreview(sharp, svg, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).resize(OG_W, OG_H, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  return `${path.basename(file)} ${kb(file)}`;
}
