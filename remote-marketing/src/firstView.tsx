/**
 * Build-time only: every page this remote renders, as HTML for each country, with its head (see
 * shared/src/firstView/firstViewKey.ts). The edge puts them into the page for each URL, so every
 * page is complete before any JavaScript runs.
 */
import type { FeatureId, IndustryId, InfoPageId, LegalPageId, ProductId } from '@mars/shared';
import { firstViewKey } from '@mars/shared/first-view';
import { renderFirstViews } from '@mars/shared/first-view-render';
import type { ReactElement } from 'react';
import { FEATURE_DETAILS } from './catalog/features';
import { PRODUCT_DETAILS } from './catalog/products';
import HomeSections from './home/HomeSections';
import FeaturePage from './pages/feature/FeaturePage';
import IndustryPage from './pages/industry/IndustryPage';
import { INDUSTRIES } from './pages/industry/industries';
import InfoPage from './pages/info/InfoPage';
import LegalPage from './pages/legal/LegalPage';
import ProductPage from './pages/product/ProductPage';
import { featureHead, HOME_HEAD, industryHead, infoHead, legalHead, productHead } from './seo/pageHeads';

const FEATURE_IDS = Object.keys(FEATURE_DETAILS) as FeatureId[];
const INFO_IDS: InfoPageId[] = ['case-studies', 'documentation', 'contact-support'];
const LEGAL_IDS: LegalPageId[] = ['privacy-policy', 'terms-of-service', 'cookie-policy'];

type Page = [key: string, path: string, render: () => ReactElement, head: ReturnType<typeof productHead>];

const pages: Page[] = [
  [firstViewKey('marketing/HomeSections'), '/', () => <HomeSections />, HOME_HEAD],
  ...(Object.keys(PRODUCT_DETAILS) as ProductId[]).map(
    (product): Page => [
      firstViewKey('marketing/ProductPage', { product }),
      `/product/${product}`,
      () => <ProductPage product={product} />,
      productHead(product),
    ],
  ),
  ...FEATURE_IDS.map(
    (feature): Page => [
      firstViewKey('marketing/FeaturePage', { feature }),
      `/${feature}`,
      () => <FeaturePage feature={feature} />,
      featureHead(feature),
    ],
  ),
  ...(Object.keys(INDUSTRIES) as IndustryId[]).map(
    (industry): Page => [
      firstViewKey('marketing/IndustryPage', { industry }),
      `/industries/${industry}`,
      () => <IndustryPage industry={industry} />,
      industryHead(industry),
    ],
  ),
  ...INFO_IDS.map(
    (page): Page => [firstViewKey('marketing/InfoPage', { page }), `/${page}`, () => <InfoPage page={page} />, infoHead(page)],
  ),
  ...LEGAL_IDS.map(
    (page): Page => [firstViewKey('marketing/LegalPage', { page }), `/${page}`, () => <LegalPage page={page} />, legalHead(page)],
  ),
];

export default () =>
  renderFirstViews(Object.fromEntries(pages.map(([key, path, render]) => [key, { path, render }])), {
    heads: Object.fromEntries(pages.map(([key, , , head]) => [key, head])),
  });
