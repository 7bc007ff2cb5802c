import { BRAND, COUNTRIES } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { contentOf, fill } from './facts';

jest.mock('./contentFiles', () => ({
  CONTENT_FILES: [
    { family: 'info', page: 'documentation', country: null, meta: { title: 'Every country' }, body: [] },
    { family: 'info', page: 'documentation', country: 'in', meta: { title: 'India' }, body: [] },
  ],
}));

describe('a content file in a country', () => {
  it("is that country's own text where it has one, and every country's otherwise", () => {
    expect(contentOf('info', 'documentation', 'in')?.meta.title).toBe('India');
    expect(contentOf('info', 'documentation', 'us')?.meta.title).toBe('Every country');
    expect(contentOf('info', 'case-studies', 'in')).toBeUndefined();
  });

  it('is filled from the product facts and the country’s record', () => {
    const values = { facts: PRODUCT_FACTS, country: COUNTRIES.in };
    expect(fill('{mars-hub.name}: up to {mars-hub.cameras} cameras', values)).toBe('Mars Hub: up to 10 cameras');
    expect(fill('[{country.phone}](tel:{country.phoneDigits})', values)).toMatch(/^\[\+91[^\]]+\]\(tel:\+91\d+\)$/);
    expect(fill('{brand.name}, updated {page.updated}', { ...values, page: { updated: '11 July 2025' } })).toBe(
      `${BRAND.name}, updated 11 July 2025`,
    );
  });
});
