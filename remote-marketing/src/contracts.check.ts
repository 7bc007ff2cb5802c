/**
 * Compile-time check that every exposed module matches the contract in @mars/shared
 * (the host is type-checked against the same types). `pnpm typecheck` fails on drift.
 */
import type { Check, RemoteContracts } from '@mars/shared';
import type HomeSections from './home/HomeSections';
import type CompatibilityPage from './pages/compatibility/CompatibilityPage';
import type FeaturePage from './pages/feature/FeaturePage';
import type IndustryPage from './pages/industry/IndustryPage';
import type InfoPage from './pages/info/InfoPage';
import type LegalPage from './pages/legal/LegalPage';
import type ProductPage from './pages/product/ProductPage';

export type MarketingExposes = [
  Check<typeof HomeSections, RemoteContracts['marketing/HomeSections']>,
  Check<typeof ProductPage, RemoteContracts['marketing/ProductPage']>,
  Check<typeof FeaturePage, RemoteContracts['marketing/FeaturePage']>,
  Check<typeof IndustryPage, RemoteContracts['marketing/IndustryPage']>,
  Check<typeof InfoPage, RemoteContracts['marketing/InfoPage']>,
  Check<typeof LegalPage, RemoteContracts['marketing/LegalPage']>,
  Check<typeof CompatibilityPage, RemoteContracts['marketing/CompatibilityPage']>,
];
