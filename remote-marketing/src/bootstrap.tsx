import type { FeatureId, IndustryId, InfoPageId, LegalPageId, ProductId } from '@mars/shared';
import { renderStandalone } from '@mars/shared/standalone';
import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import HomeSections from './home/HomeSections';
import FeaturePage from './pages/feature/FeaturePage';
import IndustryPage from './pages/industry/IndustryPage';
import InfoPage from './pages/info/InfoPage';
import LegalPage from './pages/legal/LegalPage';
import ProductPage from './pages/product/ProductPage';

/** Standalone frame for the marketing team: every exposed module at its site path. */
function Param<T extends string>({ render }: { render: (id: T) => ReactElement }) {
  const { id = '' } = useParams();
  return render(id as T);
}

renderStandalone(
  'remote-marketing',
  [
    ['/', 'Home'],
    ['/product/mars-hub', 'Product'],
    ['/loitering-alerts', 'Feature'],
    ['/industries/retail', 'Industry'],
    ['/documentation', 'Info'],
    ['/privacy-policy', 'Legal'],
  ],
  <Routes>
    <Route path="/" element={<HomeSections />} />
    <Route path="/product/:id" element={<Param<ProductId> render={(id) => <ProductPage product={id} />} />} />
    <Route path="/industries/:id" element={<Param<IndustryId> render={(id) => <IndustryPage industry={id} />} />} />
    {(['entry-to-exit-tracking', 'loitering-alerts', 'fully-on-premises', 'ai-powered-search'] as FeatureId[]).map((f) => (
      <Route key={f} path={`/${f}`} element={<FeaturePage feature={f} />} />
    ))}
    {(['case-studies', 'documentation', 'contact-support'] as InfoPageId[]).map((p) => (
      <Route key={p} path={`/${p}`} element={<InfoPage page={p} />} />
    ))}
    {(['privacy-policy', 'terms-of-service', 'cookie-policy'] as LegalPageId[]).map((p) => (
      <Route key={p} path={`/${p}`} element={<LegalPage page={p} />} />
    ))}
  </Routes>,
);
