import { SECTION_IDS } from '@mars/shared';
import styled from 'styled-components';
import { CountrySwitcher } from '../country/CountrySwitcher';
import { DesktopMenu } from './DesktopMenu';
import { Logo } from './Logo';
import { MenuItemLink } from './MenuItemLink';
import { MobileMenu } from './MobileMenu';
import { SessionControls } from './SessionControls';

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
`;

const DesktopOnly = styled.nav`
  ${({ theme }) => theme.media.mobile} { display: none; }
  margin-right: auto;
`;

const MobileOnly = styled.nav`
  ${({ theme }) => theme.media.desktop} { display: none; }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.mobile} { margin-left: auto; }
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
  &:hover { background: #2dd4bf; }
  ${({ theme }) => theme.media.mobile} { padding: 8px 12px; font-size: ${({ theme }) => theme.size.xs}; }
`;

export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo />
        <DesktopOnly aria-label="Main">
          <DesktopMenu />
        </DesktopOnly>
        <Right>
          <CountrySwitcher />
          <DemoLink item={{ label: 'Get Demo', kind: 'section', section: SECTION_IDS.demo }} />
          <DesktopSession>
            <SessionControls />
          </DesktopSession>
          {/* On phones Login (or Welcome and Logout) is at the top of the menu: the bar stays one row. */}
          <MobileOnly aria-label="Main (mobile)">
            <MobileMenu session={<SessionControls />} />
          </MobileOnly>
        </Right>
      </Inner>
    </Bar>
  );
}

const DesktopSession = styled.div`
  ${({ theme }) => theme.media.mobile} { display: none; }
`;
