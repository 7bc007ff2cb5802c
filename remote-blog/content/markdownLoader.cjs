/** Rspack loader: compiles one article (front matter + Markdown) into a module at build time. */
const path = require('node:path');
const { parseArticle } = require('./contentCheck.cjs');

const ASSETS = path.join(__dirname, '../src/assets');

module.exports = function markdownLoader(source) {
  const { meta, html } = parseArticle(source, this.resourcePath);
  const image = path.join(ASSETS, meta.image);
  return [
    `import avif from ${JSON.stringify(`${image}.avif`)};`,
    `import webp from ${JSON.stringify(`${image}.webp`)};`,
    // 1200×630, for link previews (made by the media script with the card images).
    `import og from ${JSON.stringify(`${image}-og.jpg`)};`,
    `export const meta = ${JSON.stringify(meta)};`,
    `export const html = ${JSON.stringify(html)};`,
    'export const image = { avif, webp, og };',
  ].join('\n');
};
