import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { DROPDOWN_ANIMATION_MS, MENU_GROUPS } from './menu';
import { NavItems } from './NavItems';
import { useHoverMenu } from './useHoverMenu';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(0.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.paper};
  padding: 10px 12px;
  border-radius: 8px;
  cursor: pointer;
  font-size: ${({ theme }) => theme.size.sm};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.nightRaised};
  }
  svg { transition: transform ${DROPDOWN_ANIMATION_MS}ms ease-out; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

/** Animates height with grid rows (0fr → 1fr) in the spec's 120 ms; hidden panels cannot take focus. */
const Panel = styled.div<{ $open: boolean }>`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 240px;
  padding-top: 8px;
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    grid-template-rows ${DROPDOWN_ANIMATION_MS}ms ease-out,
    visibility ${DROPDOWN_ANIMATION_MS}ms;
  z-index: 20;
`;

const Group = styled.li`
  position: relative;
  /* The page's HTML before the app has started (or without JavaScript): the same panels open on
     hover and keyboard focus with CSS alone, so every menu link is reachable at once. Once the app
     has taken over, it opens them (and closes them 150 ms after the pointer leaves, or on Escape). */
  html:not([data-app-live]) &:is(:hover, :focus-within) > ${Panel} {
    grid-template-rows: 1fr;
    visibility: visible;
  }
`;

const PanelInner = styled.ul`
  /* Clipped, not a scroll container: a link scrolled into view while the panel opens (focus, an
     automated click) cannot scroll the list and then jump back as it grows. min-height 0 lets the
     0fr row shrink it (a grid item that is not a scroll container keeps its content's height). */
  overflow: clip;
  min-height: 0;
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  li:first-child { padding-top: 8px; }
  li:last-child { padding-bottom: 8px; }
  a {
    display: block;
    padding: 10px 16px;
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover, a:focus-visible { background: ${({ theme }) => theme.color.paper}; color: ${({ theme }) => theme.color.signalOnLight}; }
`;

export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function DesktopMenu() {
  const { openGroup, open, scheduleClose, close, toggle } = useHoverMenu();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // A panel the page's CSS has open when the app takes over (the pointer or the focus is in it) stays
  // open: the app opens it before the CSS steps aside, in the same frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the menu over
  useLayoutEffect(() => {
    for (const [label, button] of buttons.current) {
      const group = button.parentElement;
      if (group?.matches(':hover') || group?.matches(':focus-within')) open(label);
    }
  }, []);

  const onKeyDown = (group: string) => (e: KeyboardEvent) => {
    if (e.key === 'Escape' && openGroup === group) {
      e.stopPropagation();
      close();
      buttons.current.get(group)?.focus();
    } else if (e.key === 'ArrowDown' && e.target === buttons.current.get(group)) {
      e.preventDefault();
      open(group);
      // Focus the first link once the panel is visible.
      requestAnimationFrame(() => {
        const panel = document.getElementById(`menu-${group}`);
        panel?.querySelector<HTMLElement>('a')?.focus();
      });
    }
  };
  const onBlur = (group: string) => (e: FocusEvent<HTMLLIElement>) => {
    if (openGroup === group && !e.currentTarget.contains(e.relatedTarget as Node | null)) close();
  };

  return (
    <List>
      {MENU_GROUPS.map((label) => {
        const isOpen = openGroup === label;
        return (
          <Group
            key={label}
            // A mouse opens it by hovering; a finger's tap is a click (toggle), which a hover on
            // touch (the browser's compatibility mouse events) would otherwise undo at once.
            onPointerEnter={(e) => e.pointerType === 'mouse' && open(label)}
            onPointerLeave={(e) => e.pointerType === 'mouse' && scheduleClose()}
            onKeyDown={onKeyDown(label)}
            onBlur={onBlur(label)}
          >
            <TopButton
              type="button"
              aria-expanded={isOpen}
              aria-controls={`menu-${label}`}
              ref={(el) => {
                if (el) buttons.current.set(label, el);
              }}
              onClick={() => toggle(label)}
            >
              {label}
              <Chevron />
            </TopButton>
            <Panel $open={isOpen} id={`menu-${label}`} data-open={isOpen}>
              <PanelInner>
                <NavItems group={label} onNavigate={close} />
              </PanelInner>
            </Panel>
          </Group>
        );
      })}
    </List>
  );
}
