import type { ContentFile } from './types';

/**
 * Every file in content/ (industries, info pages), compiled by content/contentLoader.cjs. Adding a
 * country's text is adding a file (`<page>.<country>.md`); a new page also needs its id in the
 * catalog (src/catalog/ids.ts) and its line in the route table.
 */
const context = import.meta.webpackContext('../../content', { recursive: true, regExp: /\.md$/ });
export const CONTENT_FILES: ContentFile[] = context.keys().map((key) => (context(key) as { default: ContentFile }).default);
