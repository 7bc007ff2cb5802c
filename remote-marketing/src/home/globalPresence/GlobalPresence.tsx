import { COUNTRIES, COUNTRY_CODES, CountryFlag } from '@mars/shared';
import styled from 'styled-components';
import { useTexts } from '../../locale/texts';
import { Inner, Section, SectionHead } from '../sectionStyles';

const Offices = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
  li {
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.card};
    padding: ${({ theme }) => theme.space(3)};
  }
  h3 { display: flex; gap: 10px; align-items: center; font-size: ${({ theme }) => theme.size.lg}; }
  p { margin: 0 0 6px; color: ${({ theme }) => theme.color.muted}; }
`;

export function GlobalPresence() {
  const t = useTexts().globalPresence;
  return (
    <Section aria-labelledby="global-presence" $tone="paper" data-section="global-presence">
      <Inner>
        <SectionHead>
          <h2 id="global-presence">{t.title}</h2>
          <p>{t.subtitle}</p>
        </SectionHead>
        <Offices>
          {COUNTRY_CODES.map((code, i) => {
            const c = COUNTRIES[code];
            const office = t.offices[i];
            return (
              <li key={code} lang={c.language}>
                <h3>
                  <CountryFlag code={code} size={28} /> {c.name}
                </h3>
                <p>
                  <strong>{office?.city}</strong>: {office?.text}
                </p>
                <p>{c.contactInfo.address}</p>
                <p>
                  <a href={`tel:${c.contactInfo.phone.replace(/[^+\d]/g, '')}`}>{c.contactInfo.phone}</a>
                </p>
              </li>
            );
          })}
        </Offices>
      </Inner>
    </Section>
  );
}
