/** A YYYY-MM-DD date as a visitor of that language reads it: "August 5, 2025" (en-US), "5 August 2025" (en-IN). */
export function formatDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
