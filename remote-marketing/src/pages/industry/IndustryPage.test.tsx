import { screen, within } from '@testing-library/react';
import type { IndustryId } from '../../catalog/ids';
import { INDUSTRIES } from '../../catalog/industries';
import { PRODUCT_DETAILS } from '../../catalog/products';
import { industryHead } from '../../seo/pageHeads';
import { renderWithProviders } from '../../test/render';
import IndustryPage from './IndustryPage';

const FEATURE_PATHS = ['/entry-to-exit-tracking', '/loitering-alerts', '/fully-on-premises', '/ai-powered-search'];

describe.each(Object.keys(INDUSTRIES) as IndustryId[])('industry page: %s', (industry) => {
  it('is worth reading: 350 words or more, written for this property type', () => {
    const { container } = renderWithProviders(<IndustryPage industry={industry} />);
    const words = (container.textContent ?? '').split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
    expect(words.length).toBeGreaterThanOrEqual(350);
  });

  it('links at least three use cases to the feature pages that do them', () => {
    renderWithProviders(<IndustryPage industry={industry} />);
    const uses = within(screen.getByRole('heading', { name: 'What Mars does about it' }).closest('section') as HTMLElement);
    const links = uses.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const href of links) expect(FEATURE_PATHS).toContain(href);
  });

  it('recommends a product with its camera count, matching the catalogue', () => {
    renderWithProviders(<IndustryPage industry={industry} />);
    const { product, cameras } = INDUSTRIES[industry].recommended;
    const recommend = within(screen.getByRole('complementary'));
    expect(recommend.getByRole('link', { name: PRODUCT_DETAILS[product].name })).toHaveAttribute('href', `/product/${product}`);
    expect(recommend.getByText(new RegExp(`Up to ${cameras} cameras`))).toBeInTheDocument();
    expect(PRODUCT_DETAILS[product].cameras).toBe(cameras);
  });

  it('labels its day on site as an example, not a customer', () => {
    renderWithProviders(<IndustryPage industry={industry} />);
    expect(screen.getByRole('heading', { name: 'A day on site: an example' })).toBeInTheDocument();
    expect(screen.getByText(/not a customer's account/)).toBeInTheDocument();
  });

  it('answers 3 to 5 questions, also as FAQPage JSON-LD', () => {
    renderWithProviders(<IndustryPage industry={industry} />);
    const faqs = INDUSTRIES[industry].faqs;
    expect(faqs.length).toBeGreaterThanOrEqual(3);
    expect(faqs.length).toBeLessThanOrEqual(5);
    for (const f of faqs) expect(screen.getByRole('heading', { name: f.q })).toBeInTheDocument();
    const ld = industryHead(industry).jsonLd?.find((x) => x['@type'] === 'FAQPage');
    expect(ld).toMatchObject({
      mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
    });
  });
});
