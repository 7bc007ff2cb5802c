/**
 * The Properties menu's pages (the spec does not show their content), as the marketing team writes
 * them: content/industries/<industry>.md (and <industry>.<country>.md where a country's text differs),
 * their product names and capacities filled from the product facts, the recommended devices'
 * capacities taken from them.
 */
import { DEFAULT_COUNTRY } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { contentOf, filled } from '../content/facts';
import type { FeatureId, IndustryId, ProductId } from './ids';
import { INDUSTRY_PAGES } from './pages';
import type { Facts } from './products';

export interface Industry {
  title: string;
  lead: string;
  /** What makes this kind of property hard to watch over. */
  intro: string;
  challenges: { title: string; text: string }[];
  /** Each use case names the feature page that explains how it works. */
  useCases: { title: string; text: string; feature: FeatureId }[];
  recommended: { product: ProductId; cameras: number; why: string; alternative: { product: ProductId; cameras: number; when: string } };
  /** An illustration of the features working together on one day: not a customer's account, no real figures. */
  day: { setting: string; moments: { time: string; text: string }[] };
  faqs: { q: string; a: string }[];
}

/** An industry's content file: the page without the capacities, which are the facts'. */
type IndustryText = Omit<Industry, 'recommended'> & {
  recommended: { product: ProductId; why: string; alternative: { product: ProductId; when: string } };
};

const INDUSTRY_IDS = Object.keys(INDUSTRY_PAGES) as IndustryId[];

/** One industry's page in a country, from its content file and these facts. */
export function industryFrom(industry: IndustryId, facts: Facts, country: string = DEFAULT_COUNTRY): Industry {
  const file = contentOf('industries', industry, country);
  if (!file) throw new Error(`content/industries/${industry}.md is missing`);
  const text = filled(file.meta as unknown as IndustryText, { facts });
  const { recommended: r } = text;
  return {
    ...text,
    recommended: {
      ...r,
      cameras: facts[r.product].cameras,
      alternative: { ...r.alternative, cameras: facts[r.alternative.product].cameras },
    },
  };
}

/** Every industry's page in a country, from these facts. */
export const industriesFrom = (facts: Facts, country: string = DEFAULT_COUNTRY): Record<IndustryId, Industry> =>
  Object.fromEntries(INDUSTRY_IDS.map((id) => [id, industryFrom(id, facts, country)])) as Record<IndustryId, Industry>;

export const INDUSTRIES: Record<IndustryId, Industry> = industriesFrom(PRODUCT_FACTS);
