import { createBrowserRouter, type RouteObject, useParams } from 'react-router-dom';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFound } from '../pages/NotFound';
import { type RouteView, SITE_ROUTES } from './routeTable';

function BlogArticleRoute() {
  const { slug = '' } = useParams();
  return <RemoteSlot id="blog/BlogArticle" slug={slug} notFound={<NotFound />} />;
}

type RemoteView = Extract<RouteView, { kind: 'remote' }>;

/** Each module id with its own props: the contract types check every pair. */
function Remote({ view }: { view: RemoteView }) {
  switch (view.id) {
    case 'marketing/ProductPage':
      return <RemoteSlot id={view.id} {...view.props} />;
    case 'marketing/FeaturePage':
      return <RemoteSlot id={view.id} {...view.props} />;
    case 'marketing/IndustryPage':
      return <RemoteSlot id={view.id} {...view.props} />;
    case 'marketing/InfoPage':
      return <RemoteSlot id={view.id} {...view.props} />;
    case 'marketing/LegalPage':
      return <RemoteSlot id={view.id} {...view.props} />;
    case 'blog/BlogIndex':
      return <RemoteSlot id={view.id} />;
  }
}

function View({ view }: { view: RouteView }) {
  if (view.kind === 'home') return <HomePage />;
  if (view.kind === 'blogArticle') return <BlogArticleRoute />;
  return <Remote view={view} />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // No errorElement: a router failure shows React Router's default 'Unexpected Application Error!' screen.
    children: [
      ...SITE_ROUTES.map(
        (r): RouteObject => ({
          path: r.path,
          // Each page's head comes with its module (PageHead): the remote that renders it declares it.
          element: <View view={r.view} />,
        }),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createSiteRouter = () => createBrowserRouter(routes);
