import { selectCountry, useSiteStore } from '@mars/shared';
import { useEffect } from 'react';

/** <html lang> follows the current country's language (en-US / en-IN). */
export function useDocumentLanguage(): void {
  const language = useSiteStore((s) => selectCountry(s).language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
