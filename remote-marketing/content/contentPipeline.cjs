/**
 * Marketing's pages of prose as content files (content/<family>/<page>.md, and
 * <page>.<country>.md where a country's text differs): front matter (YAML) for what a page lays out,
 * Markdown for its running text. Used by the Rspack loader (contentLoader.cjs, build), the prebuild
 * check (contentCheck.cjs, every file together) and Jest (contentFiles.node.cjs): one pipeline.
 *
 * Facts are never typed by hand: a product's name and capacity are placeholders the page fills from
 * the product facts (@mars/shared/products) — `{mars-hub.name}`, `{mars-hub.cameras}` — and a country's
 * contact details from its record: `{country.name}`, `{country.email}`, `{country.phone}`,
 * `{country.phoneDigits}`; the brand's name, `{brand.name}`; the date a page last changed, `{page.updated}`.
 * A file that states a capacity after a product's name, names a placeholder
 * that does not exist, or lacks a field its family needs fails the build, naming the file and line.
 * The Markdown is compiled at build time to a token tree that the page renders as React elements
 * (src/content/Markdown.tsx): no HTML string reaches the page, raw HTML in a file is dropped, and
 * links to the site's own pages stay client-side links.
 */
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const { Lexer } = require('marked'); // ESM-only; Node ≥ 20.19 loads it with require()
const { capacitiesStated, PRODUCT_FACTS } = require('@mars/shared/products');

class ContentError extends Error {}

const CONTENT = __dirname;
const PRODUCT_FIELDS = ['name', 'cameras'];
const COUNTRY_FIELDS = ['name', 'email', 'phone', 'phoneDigits'];
/** What else a page may fill in: the brand's name (@mars/shared's BRAND), the date a page last changed (its catalog entry's). */
const OTHER_FIELDS = { brand: ['name'], page: ['updated'] };
const PLACEHOLDER = /\{([a-z-]+)\.([a-zA-Z]+)\}/g;

/** The feature ids the catalog knows (src/catalog/ids.ts), for an industry's use cases. */
const FEATURES = (() => {
  const ids = fs.readFileSync(path.join(CONTENT, '../src/catalog/ids.ts'), 'utf8');
  return [...(ids.match(/FeatureId = ([^;]+);/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
})();

/** What each family's front matter must have. */
const FAMILIES = {
  industries: {
    fields: ['title', 'lead', 'intro', 'challenges', 'useCases', 'recommended', 'day', 'faqs'],
    check(meta, where) {
      for (const u of meta.useCases)
        if (!FEATURES.includes(u.feature))
          throw new ContentError(`${where}: use case "${u.title}" names feature "${u.feature}" (one of: ${FEATURES.join(', ')})`);
      for (const p of [meta.recommended.product, meta.recommended.alternative?.product])
        if (!Object.hasOwn(PRODUCT_FACTS, p))
          throw new ContentError(`${where}: recommends "${p}" (one of: ${Object.keys(PRODUCT_FACTS).join(', ')})`);
    },
  },
  info: { fields: ['eyebrow', 'title', 'lead', 'name', 'description'], check() {} },
  legal: { fields: ['title', 'lead'], check() {} },
};

/** Every string in a value. */
const strings = (value) =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** The text with each product's name in place of its placeholder (capacities left as placeholders). */
const withNames = (text) => text.replace(/\{([a-z-]+)\.name\}/g, (all, id) => PRODUCT_FACTS[id]?.name ?? all);

/** Throws on a placeholder that names nothing, and on a capacity typed by hand after a product's name. */
function checkFacts(source, where) {
  source.split('\n').forEach((line, i) => {
    for (const [all, scope, field] of line.matchAll(PLACEHOLDER)) {
      const known =
        scope === 'country'
          ? COUNTRY_FIELDS.includes(field)
          : Object.hasOwn(OTHER_FIELDS, scope)
            ? OTHER_FIELDS[scope].includes(field)
            : Object.hasOwn(PRODUCT_FACTS, scope) && PRODUCT_FIELDS.includes(field);
      if (!known)
        throw new ContentError(
          `${where}, line ${i + 1}: "${all}" is not a fact (a product's {<id>.name} or {<id>.cameras}, ids: ${Object.keys(PRODUCT_FACTS).join(', ')}; or {country.${COUNTRY_FIELDS.join('|')}}, {brand.name}, {page.updated})`,
        );
    }
  });
  const typed = capacitiesStated(withNames(source))[0];
  if (typed) {
    const id = Object.keys(PRODUCT_FACTS).find((k) => PRODUCT_FACTS[k] === typed.product);
    throw new ContentError(
      `${where}, line ${typed.line}: types ${typed.product.name}'s capacity by hand ("${typed.stated}"): write {${id}.cameras}, which follows the product facts (shared/src/protocol/products/productFacts.mjs)`,
    );
  }
}

/** marked's tokens, kept to what the page renders (no source text, no raw HTML). */
function tree(tokens) {
  return tokens
    .filter((t) => t.type !== 'html' && t.type !== 'space')
    .map((t) => {
      const node = { type: t.type };
      if (t.type === 'list') return { ...node, ordered: t.ordered, items: t.items.map((item) => tree(item.tokens)) };
      if (t.tokens) node.tokens = tree(t.tokens);
      else if (typeof t.text === 'string') node.text = t.text;
      if (t.type === 'heading') node.depth = t.depth;
      if (t.type === 'link') node.href = t.href;
      return node;
    });
}

/** One content file: its family (from its folder), page, country (`<page>.<country>.md`), front matter and body. */
function parseContent(source, file) {
  const family = path.basename(path.dirname(file));
  const [page, country = null] = path.basename(file, '.md').split('.');
  const where = path.relative(path.join(CONTENT, '..'), file);
  const spec = FAMILIES[family];
  if (!spec) throw new ContentError(`${where}: not in a content family (${Object.keys(FAMILIES).join(', ')})`);
  checkFacts(source, where);
  const { data, content } = matter(source);
  for (const field of spec.fields)
    if (data[field] === undefined || data[field] === null || data[field] === '')
      throw new ContentError(`${where}: missing front matter field "${field}"`);
  spec.check(data, where);
  if (strings(data).some((s) => /<[a-z/!]/i.test(s)))
    throw new ContentError(`${where}: HTML in the front matter (write text; Markdown goes in the body)`);
  return { family, page, country, meta: data, body: tree(new Lexer({ gfm: true }).lex(content)) };
}

/** Every content file, parsed: the prebuild check and Jest's stand-in for the build's context. */
function contentFiles(dir = CONTENT) {
  return Object.keys(FAMILIES).flatMap((family) =>
    fs
      .readdirSync(path.join(dir, family))
      .filter((f) => f.endsWith('.md'))
      .map((f) => parseContent(fs.readFileSync(path.join(dir, family, f), 'utf8'), path.join(dir, family, f))),
  );
}

module.exports = { ContentError, contentFiles, parseContent };
