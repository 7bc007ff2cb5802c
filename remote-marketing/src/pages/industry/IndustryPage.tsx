import { type IndustryId, PageHead } from '@mars/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { industryHead } from '../../seo/pageHeads';
import { PageLayout } from '../../ui/PageLayout';
import { INDUSTRIES } from './industries';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const UseCase = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  padding: ${({ theme }) => theme.space(3)};
  h3 { font-size: ${({ theme }) => theme.size.md}; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Challenges = styled.ul`
  columns: 2;
  max-width: 900px;
  padding-left: 1.2em;
  margin-bottom: ${({ theme }) => theme.space(5)};
  li { margin-bottom: 8px; break-inside: avoid; }
  ${({ theme }) => theme.media.mobile} { columns: 1; }
`;

const Recommend = styled.aside`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.color.signalOnLight};
  background: ${({ theme }) => theme.color.surface};
  border-radius: 0 ${({ theme }) => theme.radius.card} ${({ theme }) => theme.radius.card} 0;
  p { margin: 0; }
`;

/** Exposed as `marketing/IndustryPage`. */
export default function IndustryPage({ industry }: { industry: IndustryId }) {
  const i = INDUSTRIES[industry];
  return (
    <PageLayout eyebrow="Properties" title={i.title} lead={i.lead}>
      <PageHead head={industryHead(industry)} />
      <h2>What property teams tell us</h2>
      <Challenges>
        {i.challenges.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Challenges>
      <h2>How Mars helps</h2>
      <Grid>
        {i.useCases.map((u) => (
          <UseCase key={u.title}>
            <h3>{u.title}</h3>
            <p>{u.text}</p>
          </UseCase>
        ))}
      </Grid>
      <Recommend>
        <p>
          <strong>Recommended: </strong>
          <Link to={i.recommended.href}>{i.recommended.product}</Link>. {i.recommended.why}{' '}
          <Link to="/#demo" state={{ scroll: 1 }}>
            Book a demo
          </Link>{' '}
          to see it on your own cameras.
        </p>
      </Recommend>
    </PageLayout>
  );
}
