import { COUNTRIES, COUNTRY_CODES, type CountryCode, CountryFlag, selectCountry, useSiteStore } from '@mars/shared';
import { type MouseEvent, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useCountryPage } from './useCountryPage';

/** A <details>: it opens, and its links work, before (or without) JavaScript. */
const Disclosure = styled.details`
  position: relative;
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
`;

const Trigger = styled.summary`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 40px;
  padding: 0 10px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  color: ${({ theme }) => theme.color.paper};
  font-size: 20px;
  cursor: pointer;
  [open] > & svg:last-child { transform: rotate(180deg); }
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

const Option = styled.a`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 10px 12px;
  border-radius: 8px;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.color.paper}; }
  &[aria-current='true'] { font-weight: 600; }
`;

/**
 * A small dropdown showing the current flag and listing both countries, each a link to this page in
 * that country (`/blog` ⇄ `/in/blog`). Without the app a choice is a page load; with it, the router
 * moves to the twin page (host/src/country/CountryRouter.tsx) and the choice is remembered.
 */
export function CountrySwitcher() {
  const country = useSiteStore(selectCountry);
  const setCountry = useSiteStore((s) => s.setCountry);
  const pageIn = useCountryPage();
  const menu = useRef<HTMLDetailsElement>(null);

  // Closes on Escape (focus back on the flag) and on a press outside.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !menu.current?.open) return;
      menu.current.open = false;
      menu.current.querySelector('summary')?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(e.target as Node)) menu.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, []);

  const choose = (code: CountryCode) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new tab or window: the browser's
    e.preventDefault();
    if (menu.current) menu.current.open = false;
    menu.current?.querySelector('summary')?.focus();
    setCountry(code);
  };

  return (
    <Disclosure ref={menu} data-country-switcher="">
      <Trigger aria-label="Select country" data-country={country.code}>
        <CountryFlag code={country.code} />
        <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </Trigger>
      <List aria-label="Select country">
        {COUNTRY_CODES.map((code) => {
          const c = COUNTRIES[code];
          return (
            <li key={code}>
              <Option
                href={pageIn(code)}
                hrefLang={c.language}
                aria-current={code === country.code ? 'true' : undefined}
                onClick={choose(code)}
              >
                <CountryFlag code={code} />
                {c.name}
              </Option>
            </li>
          );
        })}
      </List>
    </Disclosure>
  );
}
