/** Jest's stand-in for the build's require.context: the same files through the same pipeline. */
const fs = require('node:fs');
const path = require('node:path');
const { parseArticle } = require('./contentCheck.cjs');

const dir = path.join(__dirname, 'articles');
module.exports = {
  articleModules: fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const { meta, html } = parseArticle(fs.readFileSync(path.join(dir, f), 'utf8'), f);
      return { meta, html, image: { avif: `${meta.image}.avif`, webp: `${meta.image}.webp` } };
    }),
};
