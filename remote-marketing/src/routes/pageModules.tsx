/**
 * The page modules the route table names (routes/routeTable.ts): what renders each, and its head
 * for the route's props. The build renders every route with them (firstView.tsx), and so does the
 * standalone frame (bootstrap.tsx).
 */
import type { PageHeadData } from '@mars/shared';
import type { AppRoute } from '@mars/shared/routes';
import type { ComponentType } from 'react';
import type { FeatureId, IndustryId, InfoPageId, LegalPageId, ProductId } from '../catalog/ids';
import CompatibilityPage from '../pages/compatibility/CompatibilityPage';
import { compatibilityHead } from '../pages/compatibility/head';
import FeaturePage from '../pages/feature/FeaturePage';
import IndustryPage from '../pages/industry/IndustryPage';
import InfoPage, { infoHead } from '../pages/info/InfoPage';
import LegalPage from '../pages/legal/LegalPage';
import ProductPage from '../pages/product/ProductPage';
import { featureHead, industryHead, legalHead, productHead } from '../seo/pageHeads';

type Props = Record<string, string>;
interface PageModule {
  Page: ComponentType<Props>;
  head: (props: Props) => PageHeadData;
}

// Each page checks its props itself (route tables are data): the casts only widen them to strings.
const PAGE_MODULES: Record<string, PageModule> = {
  'marketing/ProductPage': { Page: ProductPage as ComponentType<Props>, head: (p) => productHead(p.product as ProductId) },
  'marketing/FeaturePage': { Page: FeaturePage as ComponentType<Props>, head: (p) => featureHead(p.feature as FeatureId) },
  'marketing/IndustryPage': { Page: IndustryPage as ComponentType<Props>, head: (p) => industryHead(p.industry as IndustryId) },
  'marketing/InfoPage': { Page: InfoPage as ComponentType<Props>, head: (p) => infoHead(p.page as InfoPageId) },
  'marketing/LegalPage': { Page: LegalPage as ComponentType<Props>, head: (p) => legalHead(p.page as LegalPageId) },
  'marketing/CompatibilityPage': { Page: CompatibilityPage, head: compatibilityHead },
};

/** The module a route names; a route naming one this remote does not render fails the build. */
export function pageModule(route: AppRoute): PageModule {
  const module = PAGE_MODULES[route.module];
  if (!module) throw new Error(`routes/routeTable.ts: ${route.path} names ${route.module}, which remote-marketing does not render`);
  return module;
}
