/**
 * Where each country's pages live: the default country's at the site's own paths (they are the
 * `x-default` a search engine shows anyone else), every other country's under `/<code>` — `/in`,
 * `/in/blog/what-is-edge-ai`. One rule, so a new country is a record in countries.ts and its texts.
 *
 * The functions that take the codes as arguments are the edge's (it reads the countries from the
 * live host release); the others are the browser's, bound to COUNTRIES.
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY } from './countries';

/** A country's path prefix: '' for the default country, `/<code>` for the others. */
export const countryPrefix = (code: string, defaultCode: string): string => (code === defaultCode ? '' : `/${code}`);

/**
 * A site address under a prefix, as React Router writes a link under its basename: ('/blog', '/in')
 * → '/in/blog'; ('/', '/in') → '/in'; ('/#demo', '/in') → '/in#demo'; a query or hash is kept.
 */
export function underPrefix(to: string, prefix: string): string {
  if (!prefix) return to;
  const end = to.search(/[?#]/);
  const [path, rest] = end < 0 ? [to, ''] : [to.slice(0, end), to.slice(end)];
  return `${path === '/' || path === '' ? prefix : `${prefix}${path}`}${rest}`;
}

/**
 * A request's path as its country and the page's own path: '/in/blog' → in, '/blog'; '/in' → in,
 * '/'. A path under no country's prefix is the default country's. ('/in/' → in, '/': the caller
 * decides what a trailing slash means.)
 */
export function splitCountryPath(pathname: string, codes: readonly string[], defaultCode: string): { code: string; path: string } {
  for (const code of codes) {
    const prefix = countryPrefix(code, defaultCode);
    if (!prefix) continue;
    if (pathname === prefix) return { code, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { code, path: pathname.slice(prefix.length) };
  }
  return { code: defaultCode, path: pathname };
}

/** Open Graph's form of a language tag: en-IN → en_IN. */
export const ogLocale = (language: string): string => language.replace('-', '_');

/** A page's twins for a head: each country's language and path prefix, the default's first. */
export interface CountryTwins {
  /** This page's country's language and prefix. */
  language: string;
  prefix: string;
  /** Every country (this one included): language → prefix. The default country's ('') is the x-default. */
  all: { language: string; prefix: string }[];
}

/** The twins for the country `code` of a site whose countries speak `languages` (code → tag). */
export function countryTwins(code: string, languages: Record<string, string>, defaultCode: string): CountryTwins {
  return {
    language: languages[code] ?? languages[defaultCode] ?? '',
    prefix: countryPrefix(code, defaultCode),
    all: Object.entries(languages).map(([c, language]) => ({ language, prefix: countryPrefix(c, defaultCode) })),
  };
}

// ─── In the browser, with the site's own countries ────────────────────────────────────────────────

/** Each country's language tag. */
export const COUNTRY_LANGUAGES: Record<CountryCode, string> = Object.fromEntries(
  COUNTRY_CODES.map((c) => [c, COUNTRIES[c].language]),
) as Record<CountryCode, string>;

/** The country whose pages a path belongs to. */
export const countryOfPath = (pathname: string): CountryCode =>
  splitCountryPath(pathname, COUNTRY_CODES, DEFAULT_COUNTRY).code as CountryCode;

/** The page's own path, without its country's prefix. */
export const pagePathOf = (pathname: string): string => splitCountryPath(pathname, COUNTRY_CODES, DEFAULT_COUNTRY).path;

/** The prefix of a country's pages: '' or '/in'. */
export const pathPrefixOf = (code: CountryCode): string => countryPrefix(code, DEFAULT_COUNTRY);

/** The same page in another country: ('/in/blog', 'us') → '/blog'; ('/blog', 'in') → '/in/blog'. */
export const twinPath = (pathname: string, code: CountryCode): string => underPrefix(pagePathOf(pathname), pathPrefixOf(code));
