/** Country records exactly as the spec's entity. Shared data, not content: every app reads them. */
export type CountryCode = 'us' | 'in';

export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
}

export interface Country {
  code: CountryCode;
  name: string;
  /** Emoji flag; the switcher also shows the name for screen readers. */
  flag: string;
  language: 'en-US' | 'en-IN';
  /** Base path of the hero video (without extension); the marketing remote resolves it. */
  heroVideo: string;
  contactInfo: ContactInfo;
}

export const COUNTRIES: Record<CountryCode, Country> = {
  us: {
    code: 'us',
    name: 'United States',
    flag: '🇺🇸',
    language: 'en-US',
    heroVideo: 'hero-us',
    contactInfo: {
      phone: '+1 (415) 555-0142',
      email: 'hello@mars-vision.example',
      address: '500 Howard Street, San Francisco, CA 94105',
    },
  },
  in: {
    code: 'in',
    name: 'India',
    flag: '🇮🇳',
    language: 'en-IN',
    heroVideo: 'hero-in',
    contactInfo: {
      phone: '+91 80 4567 8900',
      email: 'namaste@mars-vision.example',
      address: '4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru 560103',
    },
  },
};

export const DEFAULT_COUNTRY: CountryCode = 'us';
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

export function isCountryCode(code: unknown): code is CountryCode {
  return typeof code === 'string' && Object.hasOwn(COUNTRIES, code);
}
