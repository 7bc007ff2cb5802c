import { BRAND, PageHead, type PageHeadData, primaryAction } from '@mars/shared';
import { NOT_FOUND_ATTR, NOT_FOUND_LOG_PREFIX } from '@mars/shared/first-view';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import ogImage from '../assets/og/site.jpg';
import { pageWasHydrated } from '../firstView/slots';

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

/** The 404's head: the edge writes it for any unknown URL (answered 404); no canonical, not indexed. */
export const NOT_FOUND_HEAD: PageHeadData = {
  title: `Page not found | ${BRAND.name}`,
  description: 'The page you are looking for does not exist or has moved.',
  image: { url: ogImage, width: 1200, height: 630, alt: `${BRAND.name}: private, on-premises AI for the cameras you already have` },
  noindex: true,
};

/** The site's 404: also rendered by remotes (via props) for their own unknown items. */
export function NotFound() {
  const { pathname } = useLocation();
  // The page the edge answered 404 has logged its path already, from its inline script.
  const [edgeLogged] = useState(() => pageWasHydrated() && document.documentElement.hasAttribute(NOT_FOUND_ATTR));
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (edgeLogged && pathname === firstPath.current) return;
    console.error(`${NOT_FOUND_LOG_PREFIX}${pathname}`);
  }, [pathname, edgeLogged]);
  return (
    <Wrap>
      <PageHead head={NOT_FOUND_HEAD} />
      <div>
        <h1>Oops! Page not found</h1>
        <p>{NOT_FOUND_HEAD.description}</p>
        <Home to="/">Return to Home</Home>
      </div>
    </Wrap>
  );
}
