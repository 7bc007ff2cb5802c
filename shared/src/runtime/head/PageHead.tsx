/**
 * The browser's half of a page's head (shared/src/protocol/head/head.ts): the module that renders a page also renders
 * `<PageHead head={…} />` with the same data it published for the edge, so a client-side navigation
 * ends with exactly the head the edge writes for that URL.
 */
import { useEffect } from 'react';
import { DEFAULT_COUNTRY } from '../../protocol/country/countries';
import { COUNTRY_LANGUAGES, countryTwins } from '../../protocol/country/countryPaths';
import { HEAD_ATTR, type HeadTag, headTags, type PageHead as PageHeadData } from '../../protocol/head/head';
import { trustedJsonLd } from '../../protocol/security/trustedTypes';
import { BRAND } from '../brand/brand';
import { useSiteStore } from '../store/siteStore';

/** An unmarked element a tag stands in for (the page's default description): one meta per name/property, one canonical. */
function sameKind(tag: HeadTag): string | null {
  if (tag.tag === 'meta') {
    const [key, value] = Object.entries(tag.attrs ?? {}).find(([k]) => k === 'name' || k === 'property') ?? [];
    return `meta[${key}="${value}"]:not([${HEAD_ATTR}])`;
  }
  return tag.tag === 'link' && tag.attrs?.rel === 'canonical' ? `link[rel="canonical"]:not([${HEAD_ATTR}])` : null;
}

/** Puts the tags in the document's head in place of the ones there (the edge's, or the previous page's). */
export function applyHead(tags: HeadTag[], doc: Document = document): void {
  for (const el of doc.head.querySelectorAll(`[${HEAD_ATTR}], script[type="application/ld+json"]`)) el.remove();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      doc.title = tag.text ?? '';
      continue;
    }
    const replaces = sameKind(tag);
    if (replaces) for (const el of doc.head.querySelectorAll(replaces)) el.remove();
    const el = doc.createElement(tag.tag);
    for (const [k, v] of Object.entries(tag.attrs ?? {})) el.setAttribute(k, v);
    // The only script text the site writes is JSON-LD (Trusted Types: it must parse as JSON).
    if (tag.text !== undefined) el.textContent = tag.tag === 'script' ? trustedJsonLd(tag.text) : tag.text;
    el.setAttribute(HEAD_ATTR, '');
    doc.head.append(el);
  }
}

/** Back to the site's defaults: a page whose module is not there (a remote that is down) claims nothing. */
export function resetHead(doc: Document = document): void {
  for (const el of doc.head.querySelectorAll(`[${HEAD_ATTR}]`)) el.remove();
  doc.title = BRAND.siteTitle;
}

export function PageHead({ head }: { head: PageHeadData }) {
  const origin = useSiteStore((s) => s.publicOrigin);
  const country = useSiteStore((s) => s.country);
  useEffect(() => {
    applyHead(headTags(head, { origin, siteName: BRAND.name, country: countryTwins(country, COUNTRY_LANGUAGES, DEFAULT_COUNTRY) }));
  }, [head, origin, country]);
  useEffect(() => () => resetHead(), []);
  return null;
}

export type { PageHeadData };
