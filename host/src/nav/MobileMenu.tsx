import { useIsFirstViewRender } from '@mars/shared';
import { useEffect, useId, useState } from 'react';
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

/** The same button and sheet as <details>: the menu opens and its links work before (or without) JavaScript. */
const Disclosure = styled.details`
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
  &[open] > summary svg.closed, &:not([open]) > summary svg.open { display: none; }
`;

const SubDisclosure = styled.details`
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
  &[open] > summary svg { transform: rotate(180deg); }
  &[open] > ul { display: block; }
`;

/** The menu as the build renders it for the first view: no JavaScript needed to open it. */
function HtmlOnlyMobileMenu() {
  return (
    <Disclosure>
      <MenuButton as="summary">
        <MenuIcon open={false} className="closed" />
        <MenuIcon open className="open" />
        <span className="visually-hidden">Menu</span>
      </MenuButton>
      <Sheet $open>
        {MENU_GROUPS.map((label) => (
          <SubDisclosure key={label}>
            <SectionButton as="summary">
              {label}
              <Chevron />
            </SectionButton>
            <Sub $open={false}>
              <NavItems group={label} />
            </Sub>
          </SubDisclosure>
        ))}
      </Sheet>
    </Disclosure>
  );
}

/** Below 768 px: a menu button and accordion submenus. */
export function MobileMenu() {
  if (useIsFirstViewRender()) return <HtmlOnlyMobileMenu />;
  return <LiveMobileMenu />;
}

function LiveMobileMenu() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const sheetId = useId();
  const location = useLocation();

  // Close after any navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => {
    setOpen(false);
    setSection(null);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <MenuButton type="button" aria-expanded={open} aria-controls={sheetId} onClick={() => setOpen((o) => !o)}>
        <MenuIcon open={open} />
        <span className="visually-hidden">Menu</span>
      </MenuButton>
      <Sheet $open={open} id={sheetId}>
        {MENU_GROUPS.map((label) => {
          const isOpen = section === label;
          const subId = `${sheetId}-${label}`;
          return (
            <div key={label}>
              <SectionButton type="button" aria-expanded={isOpen} aria-controls={subId} onClick={() => setSection(isOpen ? null : label)}>
                {label}
                <Chevron />
              </SectionButton>
              <Sub $open={isOpen} id={subId}>
                <NavItems group={label} onNavigate={close} />
              </Sub>
            </div>
          );
        })}
      </Sheet>
    </>
  );
}
