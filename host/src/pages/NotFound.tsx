import { primaryAction } from '@mars/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND_TITLE } from '../routes/routeTable';

const Wrap = styled.section`
  min-height: 60vh;
  display: grid;
  place-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(2)};
  h1 { font-size: ${({ theme }) => theme.size.xxl}; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

const Home = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 12px 24px;
  ${primaryAction}
`;

/** The site's 404: also rendered by remotes (via props) for their own unknown items. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Not Found: the user tried to reach a path that does not exist: ${pathname}`);
  }, [pathname]);
  return (
    <Wrap>
      <title>{NOT_FOUND_TITLE}</title>
      <meta name="robots" content="noindex" />
      <div>
        <h1>Oops! Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Home to="/">Return to Home</Home>
      </div>
    </Wrap>
  );
}
