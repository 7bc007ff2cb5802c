/** The words of the camera setup attached to a request (AttachedSetup), per country: loaded with it. */
import type { CountryCode } from '@mars/shared';
import { DRAFT_LABELS, type DraftLabels } from '@mars/shared/demo-setup-draft';

/** The setup's fields in the contract's words (DRAFT_LABELS, the compatibility tool's too), and the form's own. */
export interface SetupTexts extends DraftLabels {
  title: string;
  intro: string;
  siteName: string;
  remove: string;
  /** The form's notice once the setup is removed. */
  removed: string;
}

const enUS: SetupTexts = {
  ...DRAFT_LABELS,
  title: 'Your camera setup',
  intro:
    'From the compatibility tool. It goes with your request, so our specialist comes prepared: change it or remove it before you send.',
  siteName: 'Site name',
  remove: 'Remove the camera setup',
  removed: 'The camera setup was removed: your request goes without it.',
};

export const SETUP_TEXTS: Record<CountryCode, SetupTexts> = { us: enUS, in: enUS };
