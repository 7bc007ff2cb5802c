/** The words of the camera setup attached to a request (AttachedSetup), per country: loaded with it. */
import type { CountryCode } from '@mars/shared';

export interface SetupTexts {
  title: string;
  intro: string;
  site: (n: number) => string;
  siteName: string;
  group: (n: number) => string;
  count: string;
  connection: string;
  codec: string;
  resolution: string;
  removeGroup: (n: number) => string;
  /** After `removeGroup`, for screen readers. */
  ofSite: (n: number) => string;
  removeSite: (n: number) => string;
  remove: string;
  /** The form's notice once the setup is removed. */
  removed: string;
}

const enUS: SetupTexts = {
  title: 'Your camera setup',
  intro:
    'From the compatibility tool. It goes with your request, so our specialist comes prepared: change it or remove it before you send.',
  site: (n) => `Site ${n}`,
  siteName: 'Site name',
  group: (n) => `Camera type ${n}`,
  count: 'How many cameras',
  connection: 'How they connect',
  codec: 'Video codec',
  resolution: 'Resolution',
  removeGroup: (n) => `Remove camera type ${n}`,
  ofSite: (n) => ` from site ${n}`,
  removeSite: (n) => `Remove site ${n}`,
  remove: 'Remove the camera setup',
  removed: 'The camera setup was removed: your request goes without it.',
};

export const SETUP_TEXTS: Record<CountryCode, SetupTexts> = { us: enUS, in: enUS };
