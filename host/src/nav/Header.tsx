import { SECTION_IDS } from '@mars/shared';
import styled, { type DefaultTheme } from 'styled-components';
import { CountrySwitcher } from '../country/CountrySwitcher';
import { Region } from '../firstView/regions';
import { DesktopMenu, TopButton } from './DesktopMenu';
import { Logo, LogoLink } from './Logo';
import { MenuItemLink } from './MenuItemLink';
import { MobileMenu } from './MobileMenu';
import { GhostButton, SessionControls } from './SessionControls';

/**
 * From 768 px (the desktop menu) until the row fits at its ease (1120 px): the same row with less air —
 * tighter padding and gaps, the logo and the menu's labels a size smaller (14 px, like the session's),
 * chevrons smaller, Get Demo as on a phone. Signed out, the roomy row needs about 1,050 px (at 768 px
 * every page scrolled sideways); the tight one fits 768 px with about 10 px to spare.
 */
const tightRow = ({ theme }: { theme: DefaultTheme }) => `${theme.media.desktop} and (max-width: 1119px)`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.color.night};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  height: 68px;
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space(2)};
    gap: ${({ theme }) => theme.space(1)};
    height: 60px;
  }
  /* From 768 px only a long 'Welcome, {email}' gives way (its ellipsis): the logo, the menu and the buttons keep their size. */
  ${({ theme }) => theme.media.desktop} {
    ${LogoLink} { flex-shrink: 0; }
  }
  ${tightRow} {
    padding: 0 ${({ theme }) => theme.space(1)};
    gap: ${({ theme }) => theme.space(0.5)};
    ${LogoLink} {
      gap: 6px;
      font-size: 20px;
    }
  }
`;

const DesktopOnly = styled.nav`
  ${({ theme }) => theme.media.mobile} { display: none; }
  margin-right: auto;
  flex-shrink: 0;
  ${tightRow} {
    & > ul { gap: 0; }
    ${TopButton} {
      padding: 10px 4px;
      gap: 2px;
      font-size: ${({ theme }) => theme.size.xs};
      svg { width: 8px; height: 8px; }
    }
  }
`;

const MobileOnly = styled.nav`
  ${({ theme }) => theme.media.desktop} { display: none; }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.desktop} {
    min-width: 0;
    & > [data-country-switcher] { flex-shrink: 0; }
  }
  ${({ theme }) => theme.media.mobile} { margin-left: auto; }
  ${tightRow} {
    gap: ${({ theme }) => theme.space(0.5)};
    [data-country-switcher] > summary { padding: 0 6px; }
    ${GhostButton} { padding: 8px 12px; }
  }
`;

const DemoLink = styled(MenuItemLink)`
  display: inline-flex;
  align-items: center;
  padding: 9px 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.signal};
  color: ${({ theme }) => theme.color.night};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  ${({ theme }) => theme.media.desktop} { flex-shrink: 0; }
  &:hover { background: #2dd4bf; }
  ${({ theme }) => theme.media.mobile} { padding: 8px 12px; font-size: ${({ theme }) => theme.size.xs}; }
  ${tightRow} { padding: 8px 12px; font-size: ${({ theme }) => theme.size.xs}; }
`;

export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo />
        <DesktopOnly aria-label="Main">
          <Region name="desktop-menu">
            <DesktopMenu />
          </Region>
        </DesktopOnly>
        <Right>
          <CountrySwitcher />
          <DemoLink item={{ label: 'Get Demo', kind: 'section', section: SECTION_IDS.demo }} />
          <DesktopSession>
            <SessionControls />
          </DesktopSession>
          {/* On phones Login (or Welcome and Logout) is at the top of the menu: the bar stays one row. */}
          <MobileOnly aria-label="Main (mobile)">
            <Region name="mobile-menu">
              <MobileMenu session={<SessionControls />} />
            </Region>
          </MobileOnly>
        </Right>
      </Inner>
    </Bar>
  );
}

const DesktopSession = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.mobile} { display: none; }
`;
