import { PageHead, SECTION_IDS, sectionPath, useSiteStore } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FEATURE_DETAILS } from '../../catalog/features';
import { type IndustryId, knownId } from '../../catalog/ids';
import { INDUSTRIES, industryFrom } from '../../catalog/industries';
import { PRODUCT_DETAILS } from '../../catalog/products';
import { industryHead } from '../../seo/pageHeads';
import { PageLayout } from '../../ui/PageLayout';

const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.measure};
  font-size: ${({ theme }) => theme.size.md};
  margin-top: 0;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 { font-size: ${({ theme }) => theme.size.xl}; }
`;

const Challenges = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  max-width: 960px;
  margin: 0;
  dt { font-weight: 700; }
  dd { margin: 4px 0 0; color: ${({ theme }) => theme.color.muted}; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const UseCase = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  padding: ${({ theme }) => theme.space(3)};
  h3 { font-size: ${({ theme }) => theme.size.md}; margin-bottom: 8px; }
  p { margin: 0 0 12px; color: ${({ theme }) => theme.color.muted}; }
  a { font-weight: 600; }
`;

const Recommend = styled.aside`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.color.signalOnLight};
  background: ${({ theme }) => theme.color.surface};
  border-radius: 0 ${({ theme }) => theme.radius.card} ${({ theme }) => theme.radius.card} 0;
  max-width: 960px;
  h2 { font-size: ${({ theme }) => theme.size.lg}; margin-bottom: 8px; }
  p { margin: 0 0 8px; }
`;

const Example = styled.div`
  max-width: 960px;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  .note { color: ${({ theme }) => theme.color.mutedOnDark}; font-size: ${({ theme }) => theme.size.xs}; margin: 0 0 ${({ theme }) => theme.space(2)}; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space(2)}; }
  li { display: grid; grid-template-columns: 64px 1fr; gap: ${({ theme }) => theme.space(2)}; }
  time { color: ${({ theme }) => theme.color.signal}; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Faqs = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  h3 { font-size: ${({ theme }) => theme.size.md}; margin: ${({ theme }) => theme.space(3)} 0 6px; }
  p { margin: 0; color: #1f2937; }
`;

/**
 * Exposed as `marketing/IndustryPage`: one property type's problems, what Mars does about each
 * (linked to the feature that does it), the device to start with, a day on site (an example, and
 * said to be one) and the questions property teams ask (also published as FAQPage JSON-LD).
 */
export default function IndustryPage({ industry: value, notFound = null }: { industry: string; notFound?: ReactNode }) {
  const country = useSiteStore((s) => s.country);
  const industry = knownId<IndustryId>(INDUSTRIES, value);
  if (!industry) return notFound;
  // The page's text in the visitor's country (its own file where it has one: content/industries/).
  const i = industryFrom(industry, PRODUCT_FACTS, country);
  const product = PRODUCT_DETAILS[i.recommended.product];
  const alternative = PRODUCT_DETAILS[i.recommended.alternative.product];
  return (
    <PageLayout eyebrow="Properties" title={i.title} lead={i.lead}>
      <PageHead head={industryHead(industry)} />
      <Intro>{i.intro}</Intro>

      <Section aria-labelledby={`${industry}-challenges`}>
        <h2 id={`${industry}-challenges`}>What makes it hard</h2>
        <Challenges>
          {i.challenges.map((c) => (
            <div key={c.title}>
              <dt>{c.title}</dt>
              <dd>{c.text}</dd>
            </div>
          ))}
        </Challenges>
      </Section>

      <Section aria-labelledby={`${industry}-uses`}>
        <h2 id={`${industry}-uses`}>What Mars does about it</h2>
        <Grid>
          {i.useCases.map((u) => (
            <UseCase key={u.title}>
              <h3>{u.title}</h3>
              <p>{u.text}</p>
              <Link to={`/${u.feature}`}>How {FEATURE_DETAILS[u.feature].title} works →</Link>
            </UseCase>
          ))}
        </Grid>
      </Section>

      <Recommend aria-labelledby={`${industry}-device`}>
        <h2 id={`${industry}-device`}>
          Start with <Link to={`/product/${i.recommended.product}`}>{product.name}</Link>
        </h2>
        <p>
          Up to {i.recommended.cameras} cameras. {i.recommended.why}
        </p>
        <p>
          For {i.recommended.alternative.when}: <Link to={`/product/${i.recommended.alternative.product}`}>{alternative.name}</Link>, up to{' '}
          {i.recommended.alternative.cameras} cameras. <Link to={sectionPath(SECTION_IDS.demo)}>Book a demo</Link> to see it on your own
          cameras.
        </p>
      </Recommend>

      <Section aria-labelledby={`${industry}-day`}>
        <h2 id={`${industry}-day`}>A day on site: an example</h2>
        <Example>
          <p className="note">An illustration of how the features work together, not a customer's account. {i.day.setting}</p>
          <ol>
            {i.day.moments.map((m) => (
              <li key={m.time}>
                <time>{m.time}</time>
                <span>{m.text}</span>
              </li>
            ))}
          </ol>
        </Example>
      </Section>

      <Section aria-labelledby={`${industry}-faq`}>
        <h2 id={`${industry}-faq`}>Questions property teams ask</h2>
        <Faqs>
          {i.faqs.map((f) => (
            <div key={f.q}>
              <h3>{f.q}</h3>
              <p>{f.a}</p>
            </div>
          ))}
        </Faqs>
      </Section>
    </PageLayout>
  );
}
