/**
 * Fills a content file's placeholders: each product's name and capacity from the product facts
 * (`{mars-hub.name}`, `{mars-hub.cameras}`), and the country's contact details from its record
 * (`{country.email}`, …), the brand's name (`{brand.name}`) and what the page says of itself
 * (`{page.updated}`). The pipeline (content/contentPipeline.cjs) refuses any other.
 */
import { BRAND, type Country } from '@mars/shared';
import type { ProductId } from '../catalog/ids';
import type { Facts } from '../catalog/products';
import { CONTENT_FILES } from './contentFiles';
import type { ContentFile } from './types';

/** What a page's placeholders are filled from. */
export interface FactValues {
  facts: Facts;
  country?: Pick<Country, 'name' | 'contactInfo'>;
  /** What the page knows of itself (`{page.updated}`: the date it last changed, in the visitor's format). */
  page?: Record<string, string>;
}

const PLACEHOLDER = /\{([a-z-]+)\.([a-zA-Z]+)\}/g;

export function fill(text: string, { facts, country, page }: FactValues): string {
  return text.replace(PLACEHOLDER, (all, scope: string, field: string) => {
    if (scope === 'brand') return field === 'name' ? BRAND.name : all;
    if (scope === 'page') return page?.[field] ?? all;
    if (scope === 'country') {
      if (!country) return all;
      const { phone, email } = country.contactInfo;
      const values: Record<string, string> = { name: country.name, email, phone, phoneDigits: phone.replace(/[^+\d]/g, '') };
      return values[field] ?? all;
    }
    const product = facts[scope as ProductId];
    return product && (field === 'name' || field === 'cameras') ? String(product[field]) : all;
  });
}

/** A value with every string in it filled. */
export function filled<T>(value: T, values: FactValues): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => filled(v, values)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, values)])) as T;
  return value;
}

/** A page's content file in a country: its own text there if it has one, else every country's. */
export function contentOf(family: string, page: string, country: string): ContentFile | undefined {
  const mine = (c: string | null) => CONTENT_FILES.find((f) => f.family === family && f.page === page && f.country === c);
  return mine(country) ?? mine(null);
}
