import { selectCountry, useSiteStore } from '@mars/shared';
import { useEffect } from 'react';

/** <html lang> follows the current country's language (en-US / en-IN). */
export function useDocumentLanguage(): void {
  const language = useSiteStore((s) => selectCountry(s).language);
  useEffect(() => {
    // Written only when it changes: setting it, even to the same value, restyles the whole page.
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);
}
