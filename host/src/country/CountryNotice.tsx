import { COUNTRIES, CountryFlag, useSiteStore } from '@mars/shared';
import { type MouseEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCountryPage } from './useCountryPage';

const Notice = styled.aside`
  position: fixed;
  z-index: 900;
  left: 16px;
  bottom: 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  max-width: min(460px, calc(100vw - 32px));
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border-left: 4px solid ${({ theme }) => theme.color.signalOnLight};
  p { margin: 0; flex: 1 1 100%; }
  a { color: ${({ theme }) => theme.color.signalOnLight}; font-weight: 600; }
  button {
    background: none;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 8px;
    padding: 6px 10px;
    color: ${({ theme }) => theme.color.muted};
    cursor: pointer;
  }
`;

/**
 * A returning visitor who chose another country with the switcher lands on a page of this one (a
 * link, a search result): the page stays what its address says — the same for them as for a
 * crawler — and this notice offers the page in the country they chose, or to stay. Never a
 * redirect, never a guess from where the visitor is. Shown once the app has started (the HTML has
 * no such notice: the edge does not know the visitor's choice).
 */
export function CountryNotice() {
  const country = useSiteStore((s) => s.country);
  const chosen = useSiteStore((s) => s.chosenCountry);
  const setCountry = useSiteStore((s) => s.setCountry);
  const pageIn = useCountryPage();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  if (!started || !chosen || chosen === country) return null;
  const there = COUNTRIES[chosen];
  const here = COUNTRIES[country];
  const go = (e: MouseEvent) => {
    e.preventDefault();
    setCountry(chosen);
  };
  return (
    <Notice aria-label="Your country" data-country-notice={chosen}>
      <p>
        <CountryFlag code={chosen} /> You chose {there.name} on an earlier visit. This page is also available for {there.name}.
      </p>
      <a href={pageIn(chosen)} hrefLang={there.language} onClick={go}>
        View this page for {there.name}
      </a>
      <button type="button" onClick={() => setCountry(country)}>
        Stay on {here.name}
      </button>
    </Notice>
  );
}
