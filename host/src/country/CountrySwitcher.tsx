import { appControl, COUNTRIES, COUNTRY_CODES, CountryFlag, selectCountry, useSiteStore } from '@mars/shared';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 40px;
  padding: 0 10px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: none;
  color: ${({ theme }) => theme.color.paper};
  font-size: 20px;
  cursor: pointer;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  min-width: 200px;
  z-index: 40;
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 10px 12px;
  background: none;
  border: 0;
  border-radius: 8px;
  color: ${({ theme }) => theme.color.ink};
  text-align: left;
  cursor: pointer;
  span[aria-hidden] { font-size: 20px; }
  &:hover, &:focus-visible { background: ${({ theme }) => theme.color.paper}; }
  &[aria-checked='true'] { font-weight: 600; }
`;

/** A small dropdown showing the current flag and listing both countries. */
export function CountrySwitcher() {
  const country = useSiteStore(selectCountry);
  const setCountry = useSiteStore((s) => s.setCountry);
  const [open, setOpen] = useState(false);
  // A fixed id (there is one switcher): the same in the page's HTML and in the app.
  const listId = 'country-options';
  const trigger = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    wrap.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const choose = (code: string) => {
    setCountry(code);
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
    }
    if (open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const items = [...(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
      const i = items.indexOf(document.activeElement as HTMLElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
      items[next]?.focus();
    }
  };

  return (
    <Wrap ref={wrap} onKeyDown={onKeyDown}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label="Select country"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        data-country={country.code}
        {...appControl}
        onClick={() => setOpen((o) => !o)}
      >
        <CountryFlag code={country.code} />
        <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Trigger>
      {open && (
        <List id={listId} role="menu" aria-label="Select country">
          {COUNTRY_CODES.map((code) => {
            const c = COUNTRIES[code];
            return (
              <li key={code} role="none">
                <Option
                  type="button"
                  role="menuitemradio"
                  aria-checked={code === country.code}
                  lang={c.language}
                  onClick={() => choose(code)}
                >
                  <CountryFlag code={code} />
                  {c.name}
                </Option>
              </li>
            );
          })}
        </List>
      )}
    </Wrap>
  );
}
