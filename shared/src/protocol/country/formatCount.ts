/**
 * A whole number as a visitor of that language writes it: 1,000 and 80,000 in both; 1,00,000 in
 * en-IN, 100,000 in en-US. Not `toLocaleString`: its first call in a page sets up ICU's number
 * formats, some 11 ms of a desktop core and 60 ms of a phone's, in the task that runs the module
 * that calls it (the compatibility tool's texts, as its code wakes). Other languages, and numbers
 * that are not safe integers, are left to Intl.
 */
export function formatCount(n: number, language: string): string {
  if (!Number.isSafeInteger(n) || (language !== 'en-US' && language !== 'en-IN')) return n.toLocaleString(language);
  const digits = String(Math.abs(n));
  const sign = n < 0 ? '-' : '';
  if (language === 'en-US' || digits.length <= 3) return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
  // en-IN: the last three digits, then groups of two.
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
