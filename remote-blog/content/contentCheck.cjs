/**
 * The blog's content pipeline and its checks, used by the Rspack loader (build), the prebuild
 * check (all files together) and Jest. A missing field, an unknown category, a reading time that
 * does not match the text, or a duplicate slug/id fails the build with the file named.
 */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const { Marked } = require('marked'); // ESM-only; Node ≥ 20.19 loads it with require()

/** The article images (src/assets/<image>.{avif,webp} and its link-preview <image>-og.jpg). */
const ASSETS = path.join(__dirname, '../src/assets');
const IMAGE_FILES = (image) => [`${image}.avif`, `${image}.webp`, `${image}-og.jpg`];

const CATEGORIES = ['Technical Insights', 'Industry Perspectives', 'Case Studies', 'Product Updates'];
const REQUIRED = ['id', 'slug', 'title', 'category', 'image', 'imageAlt', 'summary', 'date', 'readingTime'];
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

/** Parses and validates one article file; returns its metadata and compiled HTML. */
function parseArticle(source, file) {
  const where = path.basename(file);
  const { data, content } = matter(source);
  for (const field of REQUIRED) {
    if (data[field] === undefined || data[field] === null || data[field] === '') {
      throw new ContentError(`${where}: missing front matter field "${field}"`);
    }
  }
  if (!CATEGORIES.includes(data.category)) {
    throw new ContentError(`${where}: unknown category "${data.category}" (expected one of: ${CATEGORIES.join(', ')})`);
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(data.slug))) throw new ContentError(`${where}: slug "${data.slug}" is not kebab-case`);
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    throw new ContentError(`${where}: date "${date}" is not YYYY-MM-DD`);
  for (const file of IMAGE_FILES(String(data.image))) {
    if (!fs.existsSync(path.join(ASSETS, file)))
      throw new ContentError(`${where}: image file src/assets/${file} is missing (make it with remote-marketing/media/generate.mjs)`);
  }
  const honest = readingTimeFor(content);
  if (Number(data.readingTime) !== honest) {
    throw new ContentError(
      `${where}: readingTime ${data.readingTime} does not match the text (${countWords(content)} words ≈ ${honest} min)`,
    );
  }
  const meta = {
    id: String(data.id),
    slug: String(data.slug),
    title: String(data.title),
    category: data.category,
    image: String(data.image),
    imageAlt: String(data.imageAlt),
    summary: String(data.summary),
    date,
    readingTime: Number(data.readingTime),
  };
  return { meta, html: marked.parse(content) };
}

/** Checks rules that span files: unique slugs and ids. */
function checkCollection(metas) {
  const seen = { slug: new Map(), id: new Map() };
  for (const m of metas) {
    for (const key of ['slug', 'id']) {
      if (seen[key].has(m[key])) throw new ContentError(`duplicate ${key} "${m[key]}" in ${seen[key].get(m[key])} and ${m.file}`);
      seen[key].set(m[key], m.file);
    }
  }
}

function checkDirectory(dir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
  const metas = files.map((f) => ({ ...parseArticle(fs.readFileSync(path.join(dir, f), 'utf8'), f).meta, file: f }));
  checkCollection(metas);
  return metas;
}

module.exports = { CATEGORIES, ContentError, WPM, countWords, parseArticle, checkCollection, checkDirectory, readingTimeFor };

if (require.main === module) {
  try {
    const metas = checkDirectory(path.join(__dirname, 'articles'));
    console.log(`content check: ${metas.length} articles OK`);
  } catch (err) {
    console.error(`content check failed: ${err.message}`);
    process.exit(1);
  }
}
