import { renderStandalone } from '@mars/shared/standalone';
import { Route, Routes } from 'react-router-dom';
import HomeSections from './home/HomeSections';
import { pageModule } from './routes/pageModules';
import { ROUTE_TABLE } from './routes/routeTable';

/** Standalone frame for the marketing team: the home sections and every route of its table, at its site path. */
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
    {ROUTE_TABLE.routes.map((route) => {
      const { Page } = pageModule(route);
      return <Route key={route.path} path={route.path} element={<Page {...(route.props ?? {})} />} />;
    })}
  </Routes>,
);
