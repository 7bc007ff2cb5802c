import { BRAND, COUNTRIES, COUNTRY_CODES, selectCountry, useSiteStore } from '@mars/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LensGlyph } from '../nav/Logo';
import { FOOTER_GROUPS } from '../nav/menu';
import { NavItems } from '../nav/NavItems';

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.mutedOnDark};
  font-size: ${({ theme }) => theme.size.xs};
  a { color: ${({ theme }) => theme.color.paper}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.color.signal}; text-decoration: underline; }
  /* Links inside running text are underlined so they do not rely on colour alone. */
  p a { text-decoration: underline; }
  /* The columns' headings. */
  h2 { font-size: ${({ theme }) => theme.size.xs}; text-transform: uppercase; letter-spacing: .08em; color: ${({ theme }) => theme.color.paper}; }
  /* Below the fold on most pages: the browser skips styling and laying it out until it nears the
     viewport, so it costs nothing in the tasks where a visitor's first taps land. Until then its
     box is this tall: at least its real height at any width (495 px at 1280, 865 px at 320), so
     none of it lies outside its own dark background. The real height is kept once rendered. */
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Brand = styled.div`
  ${({ theme }) => theme.media.mobile} { grid-column: 1 / -1; }
  p { max-width: 36ch; }
`;

const Col = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 0 0 10px; }
`;

const Contact = styled.section`
  address { font-style: normal; }
  ${({ theme }) => theme.media.mobile} { grid-column: 1 / -1; }
  h3 { font-size: ${({ theme }) => theme.size.xs}; color: ${({ theme }) => theme.color.paper}; margin: 12px 0 4px; }
  p { margin: 0 0 4px; }
`;

const Bottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: space-between;
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; list-style: none; margin: 0; padding: 0; }
  p { margin: 0; }
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
`;

const Mark = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.color.paper};
  font-size: ${({ theme }) => theme.size.lg};
  font-weight: 700;
`;

/** The footer's link columns, by their group in the route tables. */
const COLUMN_TITLES = { company: 'Company', resources: 'Resources' } as const;

export function Footer() {
  const current = useSiteStore(selectCountry);
  // The visitor's own country's office comes first, and its e-mail is the one offered.
  const offices = [current, ...COUNTRY_CODES.filter((c) => c !== current.code).map((c) => COUNTRIES[c])];
  const label = (name: string) => (name === 'United States' ? 'USA' : name);
  // The year the page was built (what its HTML says, so React hydrates it as it is), then this year.
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <Foot id="site-footer">
      <Grid>
        <Brand>
          <Mark>
            <LensGlyph size={24} />
            {BRAND.wordmark}
          </Mark>
          <p>On-premises vision AI for the IP cameras you already own. {BRAND.tagline}</p>
          <Social aria-label="Social media">
            {BRAND.social.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </Social>
        </Brand>
        {(['company', 'resources'] as const).map((column) => (
          <Col key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`}>{COLUMN_TITLES[column]}</h2>
            <ul>
              <NavItems group={FOOTER_GROUPS[column]} />
            </ul>
          </Col>
        ))}
        <Contact aria-labelledby="footer-contact" data-testid="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          {offices.map((c) => (
            <div key={c.code} lang={c.language}>
              <h3>{label(c.name)}</h3>
              <address>
                <p>
                  <a href={`tel:${c.contactInfo.phone.replace(/[^+\d]/g, '')}`}>{c.contactInfo.phone}</a>
                </p>
                <p>{c.contactInfo.address}</p>
              </address>
            </div>
          ))}
          <h3>Email</h3>
          <address>
            <p>
              <a href={`mailto:${current.contactInfo.email}`}>{current.contactInfo.email}</a>
            </p>
          </address>
        </Contact>
      </Grid>
      <Bottom>
        <p>
          © {year} {BRAND.name}. Submitting the demo request form means you agree to our <Link to="/privacy-policy">Privacy Policy</Link>{' '}
          and <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
        <ul aria-label="Legal">
          <NavItems group={FOOTER_GROUPS.legal} />
        </ul>
      </Bottom>
    </Foot>
  );
}
