import { PageHead, primaryAction, SECTION_IDS, sectionPath } from '@mars/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPATIBILITY } from '../../catalog/compatibility';
import { knownId, type ProductId } from '../../catalog/ids';
import { PRODUCT_DETAILS } from '../../catalog/products';
import { productHead } from '../../seo/pageHeads';
import { ComingSoon, PageLayout } from '../../ui/PageLayout';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  padding: ${({ theme }) => theme.space(3)};
  h2 { font-size: ${({ theme }) => theme.size.lg}; }
  ul { margin: 0; padding-left: 1.2em; }
  li { margin-bottom: 8px; }
`;

const Overview = styled.p`
  font-size: ${({ theme }) => theme.size.md};
  max-width: ${({ theme }) => theme.layout.measure};
  margin-top: 0;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  a:not([class]) { font-weight: 700; }
`;

const Cta = styled(Link)`
  display: inline-block;
  padding: 12px 24px;
  ${primaryAction}
`;

/** Exposed as `marketing/ProductPage`: overview, two bullet lists and a Coming Soon box. */
export default function ProductPage({ product: value, notFound = null }: { product: string; notFound?: ReactNode }) {
  const product = knownId<ProductId>(PRODUCT_DETAILS, value);
  if (!product) return notFound;
  const p = PRODUCT_DETAILS[product];
  return (
    <PageLayout eyebrow={`Products · ${p.cameras} cameras`} title={p.name} lead={p.tagline}>
      <PageHead head={productHead(product)} />
      <h2 className="visually-hidden">Overview</h2>
      <Overview>{p.overview}</Overview>
      <Columns>
        <Card aria-labelledby="ideal-for">
          <h2 id="ideal-for">Ideal for</h2>
          <ul>
            {p.idealFor.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </Card>
        <Card aria-labelledby="capabilities">
          <h2 id="capabilities">What it does</h2>
          <ul>
            {p.capabilities.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </Card>
      </Columns>
      <ComingSoon>{p.comingSoon}</ComingSoon>
      <Actions>
        <Cta to={sectionPath(SECTION_IDS.demo)}>Request a demo</Cta>
        <Link to={COMPATIBILITY.path}>{COMPATIBILITY.linkText}</Link>
      </Actions>
    </PageLayout>
  );
}
