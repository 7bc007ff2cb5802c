import { appControl } from '@mars/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { imageOf, PRODUCT_IMAGES } from '../../catalog/images';
import { PRODUCTS } from '../../catalog/products';
import { useTexts } from '../../locale/texts';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';
import { Inner, Kicker, Section, SectionHead } from '../sectionStyles';

/**
 * From 768 px: a grid of three and a centred row of the remaining two (flex-wrap, centred).
 * Below: only the selected card shows, chosen from a thumbnail strip (first preselected).
 */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  > li { flex: 0 0 calc((100% - 2 * ${({ theme }) => theme.space(3)}) / 3); }
  ${({ theme }) => theme.media.mobile} {
    > li { flex-basis: 100%; }
    > li[data-selected='false'] { display: none; }
  }
`;

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.nightRaised};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
  > div { padding: ${({ theme }) => theme.space(3)}; display: flex; flex-direction: column; gap: 12px; flex: 1; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.size.lg}; color: ${({ theme }) => theme.color.paper}; }
  .cams { color: ${({ theme }) => theme.color.signal}; font-weight: 600; font-size: ${({ theme }) => theme.size.xs}; margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.mutedOnDark}; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; flex: 1; }
  li { display: flex; gap: 10px; align-items: center; color: #e2e8f0; font-size: ${({ theme }) => theme.size.xs}; }
  li svg { color: ${({ theme }) => theme.color.signal}; flex: none; }
`;

const Details = styled(Link)`
  align-self: flex-start;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.signal};
  color: ${({ theme }) => theme.color.night};
  font-weight: 700;
  text-decoration: none;
`;

const Strip = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    gap: 8px;
    overflow-x: auto;
    /* A scroller of its own stacking context: otherwise Chrome gives everything painted after a
       composited scroller a layer too (its contents could scroll over it), here one as tall as the page. */
    isolation: isolate;
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding-bottom: 4px;
  }
  button {
    flex: 0 0 auto;
    display: grid;
    justify-items: center;
    gap: 4px;
    padding: 6px;
    border-radius: 10px;
    border: 2px solid ${({ theme }) => theme.color.lineOnDark};
    background: ${({ theme }) => theme.color.nightRaised};
    color: ${({ theme }) => theme.color.paper};
    font-size: 12px;
    cursor: pointer;
  }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.signal}; }
  img { width: 64px; height: 48px; object-fit: cover; border-radius: 6px; }
`;

export function Products() {
  const t = useTexts().solutions;
  const [selected, setSelected] = useState(0);
  return (
    <Section aria-labelledby="products-title" $tone="night" data-section="products">
      <Inner>
        <SectionHead $onDark>
          <Kicker $onDark>{t.eyebrow}</Kicker>
          <h2 id="products-title">{t.title}</h2>
          <p>{t.subtitle}</p>
        </SectionHead>
        <Strip role="group" aria-label="Choose a product">
          {PRODUCTS.map((p, i) => {
            const img = imageOf(PRODUCT_IMAGES, p.image);
            return (
              <button key={p.id} type="button" aria-pressed={i === selected} onClick={() => setSelected(i)} {...appControl}>
                <img src={img.webp} alt="" width={64} height={48} loading="lazy" decoding="async" />
                {p.label}
              </button>
            );
          })}
        </Strip>
        <Grid>
          {PRODUCTS.map((p, i) => {
            const img = imageOf(PRODUCT_IMAGES, p.image);
            return (
              <li key={p.id} data-selected={i === selected} data-product={p.id}>
                <Card aria-labelledby={`product-${p.id}`}>
                  <Picture avif={img.avif} webp={img.webp} alt={p.imageAlt} width={480} height={360} />
                  <div>
                    <h3 id={`product-${p.id}`}>{p.label}</h3>
                    <p className="cams">{p.cameras}</p>
                    <p>{p.description}</p>
                    <ul aria-label={`${p.label} key features`}>
                      {p.keyFeatures.map((k) => (
                        <li key={k.label}>
                          <Icon name={k.icon} />
                          {k.label}
                        </li>
                      ))}
                    </ul>
                    <Details to={p.href}>
                      {t.viewDetails}
                      <span className="visually-hidden"> for {p.label}</span>
                    </Details>
                  </div>
                </Card>
              </li>
            );
          })}
        </Grid>
      </Inner>
    </Section>
  );
}
