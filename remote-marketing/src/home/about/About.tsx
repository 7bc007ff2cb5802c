import { SECTION_IDS } from '@mars/shared';
import styled from 'styled-components';
import { useTexts } from '../../locale/texts';
import { Inner, Kicker, Section, SectionHead } from '../sectionStyles';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space(3)}; }
  p { font-size: ${({ theme }) => theme.size.md}; color: ${({ theme }) => theme.color.mutedOnDark}; }
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    border: 1px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: ${({ theme }) => theme.radius.card};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  dt { color: ${({ theme }) => theme.color.mutedOnDark}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.size.xxl}; font-weight: 700; color: ${({ theme }) => theme.color.signal}; order: -1; }
  div { display: flex; flex-direction: column; }
`;

/** The anchor Company → About Us scrolls to. */
export function About() {
  const t = useTexts().about;
  return (
    <Section id={SECTION_IDS.about} aria-labelledby="about-title" $tone="night" data-section="about">
      <Inner>
        <Grid>
          <div>
            <SectionHead $onDark>
              <Kicker $onDark>{t.eyebrow}</Kicker>
              <h2 id="about-title">{t.title}</h2>
            </SectionHead>
            {t.paragraphs.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
          </div>
          <Stats>
            {t.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </Stats>
        </Grid>
      </Inner>
    </Section>
  );
}
