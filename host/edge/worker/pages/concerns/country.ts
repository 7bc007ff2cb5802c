/**
 * Country: a page is one country's (its address's: `/in/…` is India's). `<html lang>` is that
 * country's language (and `data-country` its code), and the country switcher's links (a token in the shell) are this page in each
 * country, with its query. Which country an address is, and its head's twins, are the address's
 * (../composePage.ts, resolveAddress) and the head's (./head.ts).
 */
import { countryPrefix, underPrefix } from '@mars/shared/country-paths';
import type { Concern } from './concern';

export const country: Concern = ({ shell, address: a, query }) => {
  if (!shell) return {};
  const language = a.languages[a.code];
  return {
    values: {
      countryPages: Object.fromEntries(
        Object.keys(a.languages).map((c) => [c, `${underPrefix(a.path, countryPrefix(c, a.fallback))}${query}`]),
      ),
    },
    document: language
      ? {
          html: {
            element(el) {
              el.setAttribute('lang', language);
              // The page's own country: a returning visitor's choice of another wakes the app (../inlineLoader.ts).
              el.setAttribute('data-country', a.code);
            },
          },
        }
      : undefined,
  };
};
