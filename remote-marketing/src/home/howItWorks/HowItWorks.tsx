import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '../../locale/texts';
import { Inner, Kicker, Section, SectionHead } from '../sectionStyles';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  counter-reset: step;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Step = styled.li`
  counter-increment: step;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  padding: ${({ theme }) => theme.space(3)};
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.night};
    color: ${({ theme }) => theme.color.signal};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  h3 { font-size: ${({ theme }) => theme.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  a { display: inline-block; margin-top: ${({ theme }) => theme.space(1)}; font-weight: 700; }
`;

export function HowItWorks() {
  const t = useTexts().solutions;
  return (
    <Section aria-labelledby="how-it-works" $tone="paper" data-section="how-it-works">
      <Inner>
        <SectionHead>
          <Kicker>3 steps</Kicker>
          <h2 id="how-it-works">{t.stepsTitle}</h2>
        </SectionHead>
        <Steps>
          {t.steps.map((s) => (
            <Step key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
              {s.link && <Link to={s.link.to}>{s.link.text}</Link>}
            </Step>
          ))}
        </Steps>
      </Inner>
    </Section>
  );
}
