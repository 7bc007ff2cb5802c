import { createBrowserRouter, type RouteObject, useParams } from 'react-router-dom';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Layout } from '../layout/Layout';
import { HomePage } from '../pages/HomePage';
import { NotFound } from '../pages/NotFound';
import { RouteMeta } from '../seo/RouteMeta';
import { type RouteView, SITE_ROUTES } from './routeTable';

function BlogArticleRoute() {
  const { slug = '' } = useParams();
  return <RemoteSlot id="blog/BlogArticle" slug={slug} notFound={<NotFound />} />;
}

function View({ view }: { view: RouteView }) {
  switch (view.kind) {
    case 'home':
      return <HomePage />;
    case 'blogArticle':
      return <BlogArticleRoute />;
    case 'remote':
      // The route table pairs each module id with its own props; the contract types check each pair.
      return <RemoteSlot {...(view as { id: 'marketing/LegalPage'; props: never })} {...view.props} />;
  }
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
          element: (
            <>
              <RouteMeta title={r.title} description={r.description} />
              <View view={r.view} />
            </>
          ),
        }),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createSiteRouter = () => createBrowserRouter(routes);
