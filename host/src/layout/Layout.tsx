import { GlobalStyle } from '@mars/shared';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AuthMount } from '../auth/AuthMount';
import { useDocumentLanguage } from '../country/useDocumentLanguage';
import { Region } from '../firstView/regions';
import { pageWasHydrated } from '../firstView/slots';
import { Footer } from '../footer/Footer';
import { Header } from '../nav/Header';
import { useScrollOnNavigate } from '../scroll/useScrollOnNavigate';
import { Toaster } from '../toaster/Toaster';

const Main = styled.main`
  min-height: 70vh;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -60px;
  z-index: 100;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  border-radius: 8px;
  &:focus { top: 8px; }
`;

export function Layout() {
  useDocumentLanguage();
  useScrollOnNavigate();
  return (
    <AuthMount>
      {/* A page the edge sent has these rules in its CSS already (firstView/pageStyles.ts says why not again). */}
      {!pageWasHydrated() && <GlobalStyle />}
      <SkipLink href="#main">Skip to content</SkipLink>
      <Region name="header">
        <Header />
      </Region>
      <Main id="main" tabIndex={-1}>
        <Region name="main">
          <Outlet />
        </Region>
      </Main>
      <Region name="footer">
        <Footer />
      </Region>
      <Toaster />
    </AuthMount>
  );
}
