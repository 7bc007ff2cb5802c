import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Chevron } from './DesktopMenu';
import { DROPDOWN_ANIMATION_MS, MENU_GROUPS } from './menu';
import { NavItems } from './NavItems';

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: none;
  color: ${({ theme }) => theme.color.paper};
  cursor: pointer;
`;

const Sheet = styled.div<{ $open: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  background: ${({ theme }) => theme.color.night};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  padding: 8px 16px 24px;
  z-index: 30;
`;

const SectionButton = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  min-height: 48px;
  background: none;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  color: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.size.md};
  cursor: pointer;
  svg { transition: transform ${DROPDOWN_ANIMATION_MS}ms ease-out; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Sub = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 4px 0 8px 12px;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  a {
    display: block;
    padding: 12px 8px;
    color: ${({ theme }) => theme.color.mutedOnDark};
    text-decoration: none;
  }
  a:hover { color: ${({ theme }) => theme.color.signal}; }
`;

function MenuIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false" className={className}>
      {open ? (
        <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

/** The menu is a <details>: it opens, and its links work, before (or without) JavaScript. */
const Disclosure = styled.details`
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
  &[open] > summary svg.closed, &:not([open]) > summary svg.open { display: none; }
`;

/** Each group is a <details> of the same accordion (`name`): opening one closes the others, natively. */
const SubDisclosure = styled.details`
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
  &[open] > summary svg { transform: rotate(180deg); }
  &[open] > ul { display: block; }
`;

/** Below 768 px the session controls (Login, or Welcome and Logout) live at the top of the menu, so the bar stays one row. */
const SessionRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 12px 0 8px;
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
`;

/**
 * Below 768 px: a menu button and accordion submenus, as <details> elements — the same elements in
 * the page's HTML and in the app, so a menu the visitor opened before the app started stays open when
 * it takes over. The app adds what HTML cannot: closing after a navigation and on Escape.
 */
export function MobileMenu({ session }: { session?: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const first = useRef(true);

  const close = useCallback(() => {
    const el = menu.current;
    if (!el) return;
    el.open = false;
    for (const group of el.querySelectorAll('details')) group.open = false;
  }, []);

  // Close after any navigation; not on the first render (a menu opened before the app started stays open).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    close();
  }, [location.key]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !menu.current?.open) return;
      close();
      menu.current.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <Disclosure ref={menu} data-mobile-menu="">
      <MenuButton as="summary">
        <MenuIcon open={false} className="closed" />
        <MenuIcon open className="open" />
        <span className="visually-hidden">Menu</span>
      </MenuButton>
      <Sheet $open>
        {session && <SessionRow>{session}</SessionRow>}
        {MENU_GROUPS.map((label) => (
          <SubDisclosure key={label} name="mobile-menu-group">
            <SectionButton as="summary">
              {label}
              <Chevron />
            </SectionButton>
            <Sub $open={false}>
              <NavItems group={label} onNavigate={close} />
            </Sub>
          </SubDisclosure>
        ))}
      </Sheet>
    </Disclosure>
  );
}
