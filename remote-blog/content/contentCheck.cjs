/**
 * The blog's content pipeline and its checks, used by the Rspack loader (build), the prebuild
 * check (all files together) and Jest. A missing field, an unknown category, a duplicate slug, a
 * missing image or a product fact the text gets wrong fails the build with the file (and line) named.
 * The reading time is computed from the text; the images are named after the slug.
 */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const { Marked } = require('marked'); // ESM-only; Node ≥ 20.19 loads it with require()
const { capacitiesStated, PRODUCT_FACTS } = require('@mars/shared/products'); // the one place product facts are written
const { illustrationSvg } = require('../media/illustration.mjs');

/** The article images (src/assets/<image>.{avif,webp} and its link-preview <image>-og.jpg). */
const ASSETS = path.join(__dirname, '../src/assets');
const IMAGE_FILES = (image) => [`${image}.avif`, `${image}.webp`, `${image}-og.jpg`];

const CATEGORIES = ['Technical Insights', 'Industry Perspectives', 'Case Studies', 'Product Updates'];
const REQUIRED = ['slug', 'title', 'category', 'illustration', 'imageAlt', 'summary', 'date'];
/** The articles' own drawings (`illustration: file <name>.svg`). */
const CUSTOM_ILLUSTRATIONS = path.join(__dirname, '../media/illustrations');
/** Fields the front matter no longer has, and why. */
const RETIRED = {
  id: 'nothing uses it',
  readingTime: 'the build computes it from the text',
  image: 'the images are named after the slug',
};
/** Words per minute used for an honest reading time. */
const WPM = 200;

class ContentError extends Error {}

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const marked = new Marked({
  gfm: true,
  renderer: {
    // Headings get ids (for links) and shift down one level: the page's h1 is the title.
    heading({ tokens, depth }) {
      const text = this.parser.parseInline(tokens);
      const level = Math.min(depth + 0, 6);
      return `<h${level} id="${slugify(text)}">${text}</h${level}>\n`;
    },
    // No raw HTML from content files.
    html() {
      return '';
    },
  },
});

function countWords(markdown) {
  return markdown
    .replace(/[#*_>`-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

function readingTimeFor(markdown) {
  return Math.max(1, Math.round(countWords(markdown) / WPM));
}

/**
 * Holds the article's prose to the product facts: each capacity it states for a product must be the
 * product's. Throws a sentence naming the file, the line and both values.
 */
function checkProductFacts(markdown, where, facts = PRODUCT_FACTS) {
  const wrong = capacitiesStated(markdown, facts).find((c) => c.stated !== c.product.cameras);
  if (wrong)
    throw new ContentError(
      `${where}, line ${wrong.line}: says ${wrong.product.name} takes ${wrong.stated} cameras, but the product facts say ${wrong.product.cameras} (shared/src/protocol/products/productFacts.mjs): "${wrong.text.trim().slice(0, 120)}"`,
    );
}

/** Parses and validates one article file; returns its metadata and compiled HTML. */
function parseArticle(source, file) {
  const where = path.basename(file);
  const { data, content } = matter(source);
  for (const field of REQUIRED) {
    if (data[field] === undefined || data[field] === null || data[field] === '') {
      throw new ContentError(`${where}: missing front matter field "${field}"`);
    }
  }
  for (const [field, why] of Object.entries(RETIRED))
    if (field in data) throw new ContentError(`${where}: remove front matter field "${field}": ${why}`);
  if (!CATEGORIES.includes(data.category)) {
    throw new ContentError(`${where}: unknown category "${data.category}" (expected one of: ${CATEGORIES.join(', ')})`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(data.slug))) throw new ContentError(`${where}: slug "${data.slug}" is not kebab-case`);
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    throw new ContentError(`${where}: date "${date}" is not YYYY-MM-DD`);
  const drawing = illustrationSvg(data.illustration, CUSTOM_ILLUSTRATIONS);
  if (drawing instanceof Error) throw new ContentError(`${where}: ${drawing.message}`);
  for (const file of IMAGE_FILES(String(data.slug))) {
    if (!fs.existsSync(path.join(ASSETS, file)))
      throw new ContentError(
        `${where}: image file src/assets/${file} is missing (make it with: pnpm --filter remote-blog run media -- --only ${data.slug})`,
      );
  }
  checkProductFacts(content, where);
  const meta = {
    slug: String(data.slug),
    title: String(data.title),
    category: data.category,
    image: String(data.slug),
    imageAlt: String(data.imageAlt),
    summary: String(data.summary),
    date,
    readingTime: readingTimeFor(content),
  };
  return { meta, html: marked.parse(content) };
}

/** Checks rules that span files: unique slugs. */
function checkCollection(metas) {
  const seen = new Map();
  for (const m of metas) {
    if (seen.has(m.slug)) throw new ContentError(`duplicate slug "${m.slug}" in ${seen.get(m.slug)} and ${m.file}`);
    seen.set(m.slug, m.file);
  }
}

function checkDirectory(dir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
  const metas = files.map((f) => ({ ...parseArticle(fs.readFileSync(path.join(dir, f), 'utf8'), f).meta, file: f }));
  checkCollection(metas);
  return metas;
}

module.exports = {
  CATEGORIES,
  ContentError,
  WPM,
  countWords,
  parseArticle,
  checkCollection,
  checkDirectory,
  checkProductFacts,
  readingTimeFor,
};

if (require.main === module) {
  try {
    const metas = checkDirectory(path.join(__dirname, 'articles'));
    console.log(`content check: ${metas.length} articles OK`);
  } catch (err) {
    console.error(`content check failed: ${err.message}`);
    process.exit(1);
  }
}
