import fc from 'fast-check';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('writes a whole number as Intl does, in both of the site’s languages', () => {
    for (const language of ['en-US', 'en-IN'])
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger(), fc.integer()), (n) => {
          expect(formatCount(n, language)).toBe(n.toLocaleString(language));
        }),
        { numRuns: 2000, examples: [[0], [999], [1000], [99_999], [100_000], [1_00_00_000], [-1234567]] },
      );
  });

  it('leaves other languages and fractions to Intl', () => {
    expect(formatCount(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatCount(1234567, 'de-DE')).toBe((1234567).toLocaleString('de-DE'));
  });

  it('does not call Intl for the site’s languages', () => {
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = () => {
      throw new Error('Intl asked');
    };
    try {
      expect(formatCount(80_000, 'en-US')).toBe('80,000');
      expect(formatCount(1_00_000, 'en-IN')).toBe('1,00,000');
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });
});
