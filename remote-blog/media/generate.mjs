#!/usr/bin/env node
/**
 * The blog's own images, from each article's front matter (`illustration:`, see illustration.mjs),
 * in the site's illustration style (shared/media):
 *   src/assets/<slug>.{avif,webp}  the card and article picture (800×450)
 *   src/assets/<slug>-og.jpg       its link-preview image (1200×630)
 *   src/assets/og/blog.jpg         the blog index's link-preview card
 * Outputs are committed with the article; CI does not run this.
 * Usage: pnpm --filter remote-blog run media [-- --only <slug>]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import { cardSvg } from '../../shared/media/cards.mjs';
import { writePicture, writePreview } from '../../shared/media/raster.mjs';
import { illustrationSvg } from './illustration.mjs';

const root = path.resolve(import.meta.dirname, '..');
const articles = path.join(root, 'content/articles');
const assets = path.join(root, 'src/assets');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

let made = 0;
for (const file of readdirSync(articles).filter((f) => f.endsWith('.md'))) {
  const { data } = matter(readFileSync(path.join(articles, file), 'utf8'));
  if (only && data.slug !== only) continue;
  const svg = illustrationSvg(data.illustration, path.join(import.meta.dirname, 'illustrations'));
  if (svg instanceof Error) {
    console.error(`${file}: ${svg.message}`);
    process.exit(1);
  }
  console.log(await writePicture(sharp, svg, path.join(assets, data.slug), 800, 450));
  console.log(await writePreview(sharp, svg, path.join(assets, `${data.slug}-og.jpg`)));
  made++;
}
if (only && !made) {
  console.error(`no article with slug "${only}" in content/articles`);
  process.exit(1);
}
if (!only)
  console.log(
    await writePreview(
      sharp,
      cardSvg({ eyebrow: 'Blog', title: 'Insights on private, on-premises vision AI' }),
      path.join(assets, 'og/blog.jpg'),
    ),
  );
