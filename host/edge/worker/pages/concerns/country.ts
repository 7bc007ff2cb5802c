/**
 * Country: a page is one country's (its address's: `/in/…` is India's). `<html lang>` is that
 * country's language (and `data-country` its code). Which country an address is (../address.ts),
 * the country switcher's links — this page in each country, with its query: a value the views carry
 * (../loadPage.ts) — and the head's twins (./head.ts) are the address's.
 */
import type { Concern } from './concern';

export const country: Concern = ({ shell, address: a }) => {
  const language = a.languages[a.code];
  if (!shell || !language) return {};
  return {
    document: {
      html: {
        element(el) {
          el.setAttribute('lang', language);
          // The page's own country: a returning visitor's choice of another wakes the app (../inlineLoader.ts).
          el.setAttribute('data-country', a.code);
        },
      },
    },
  };
};
