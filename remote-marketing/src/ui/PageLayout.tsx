import type { ReactNode } from 'react';
import styled from 'styled-components';
import { eyebrowText } from './eyebrow';

const Band = styled.header`
  background:
    radial-gradient(1200px 400px at 80% -10%, rgba(20, 184, 166, 0.18), transparent 60%),
    ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  }
`;

const BandInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  h1 {
    font-size: ${({ theme }) => theme.size.hero};
    letter-spacing: -0.02em;
    max-width: 22ch;
    ${({ theme }) => theme.media.mobile} { font-size: ${({ theme }) => theme.size.xxl}; }
  }
  p { color: ${({ theme }) => theme.color.mutedOnDark}; font-size: ${({ theme }) => theme.size.md}; max-width: 60ch; margin: 0; }
`;

export const Eyebrow = styled.p`
  && {
    ${eyebrowText}
    color: ${({ theme }) => theme.color.signal};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Body = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)}; }
`;

/** Dark title band + light body: the frame of every marketing page. */
export function PageLayout({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article>
      <Band>
        <BandInner>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          {lead && <p>{lead}</p>}
        </BandInner>
      </Band>
      <Body>{children}</Body>
    </article>
  );
}

/** Long-form text (legal pages, docs): a readable measure and rhythm. */
export const Prose = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  color: ${({ theme }) => theme.color.ink};
  h2 { font-size: ${({ theme }) => theme.size.lg}; margin-top: ${({ theme }) => theme.space(5)}; }
  h3 { font-size: ${({ theme }) => theme.size.md}; margin-top: ${({ theme }) => theme.space(3)}; }
  p, li { color: #1f2937; }
  li { margin-bottom: 6px; }
`;

const Soon = styled.aside`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  max-width: 720px;
  h2 { margin: 0 0 8px; font-size: ${({ theme }) => theme.size.xl}; color: ${({ theme }) => theme.color.signal}; }
  p { margin: 0; color: ${({ theme }) => theme.color.mutedOnDark}; }
`;

/** The spec's 'Coming Soon' box. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <Soon aria-labelledby="coming-soon">
      <h2 id="coming-soon">Coming Soon</h2>
      <p>{children}</p>
    </Soon>
  );
}
