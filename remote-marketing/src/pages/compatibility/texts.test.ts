/**
 * The tool's words are built as its code runs, when a visitor reaches for it: with Intl's number
 * formats that was their first use in the page, one long task on a phone (@mars/shared/format-count).
 */
describe('the tool’s words', () => {
  it('are written without Intl, in each country’s way', () => {
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = () => {
      throw new Error('Intl asked for a number format');
    };
    try {
      jest.isolateModules(() => {
        const { COMPATIBILITY_TEXTS } = require('./texts') as typeof import('./texts');
        expect(COMPATIBILITY_TEXTS.us.form.countProblem).toBe('Enter a whole number from 1 to 1,000.');
        const counts = { works: 70_000, 'through-nvr': 30_000, 'to-check': 0, 'wont-work': 0 };
        expect(COMPATIBILITY_TEXTS.us.bar.counts(100_000, counts)).toBe('100,000 of 100,000 will work');
        expect(COMPATIBILITY_TEXTS.in.bar.counts(100_000, counts)).toBe('1,00,000 of 1,00,000 will work');
      });
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });
});
