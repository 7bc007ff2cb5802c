import { type CountryCode, useSiteStore } from '@mars/shared';
import { WAIT_TOKEN } from '@mars/shared/first-view';

/** Demo form labels owned by this remote (spec: demo form labels, en-US and en-IN). */
export interface DemoTexts {
  eyebrow: string;
  title: string;
  intro: string;
  points: string[];
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  jobTitle: string;
  jobTitlePlaceholder: string;
  phone: string;
  countryCode: string;
  phonePlaceholder: string;
  submit: string;
  submitting: string;
  consent: string;
  /** Never seen by a person: the honeypot field's label, for the scripts that fill every input. */
  honeypot: string;
  /** Above the form, after a submission: WAIT_TOKEN stands for how long to wait. */
  notices: Record<'sent' | 'error' | 'busy' | 'repeat' | 'failed', string>;
}

const enUS: DemoTexts = {
  eyebrow: 'Request a demo',
  title: 'See Mars on cameras like yours',
  intro: 'Tell us a little about your property. A specialist will contact you within one business day to book a 30-minute demo.',
  points: ['Works with the IP cameras you already own', 'Processing stays on your premises', 'No commitment, no credit card'],
  firstName: 'First Name*',
  lastName: 'Last Name*',
  company: 'Company/Enterprise Name',
  email: 'Email*',
  jobTitle: 'Job Title',
  jobTitlePlaceholder: 'Property Manager or Owner',
  phone: 'Phone Number*',
  countryCode: 'Country code',
  phonePlaceholder: '(415) 555-0142',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  consent: 'By submitting this form you agree to our',
  honeypot: 'Leave this field empty',
  notices: {
    sent: "Demo request submitted successfully! We'll contact you soon.",
    error: 'Please check the highlighted fields.',
    busy: `Too many requests from your network in a short time. Please try again in ${WAIT_TOKEN}.`,
    repeat: `We already have recent requests from this email address and will be in touch soon. To send another, please try again in ${WAIT_TOKEN}.`,
    failed: 'Something went wrong. Please try again.',
  },
};

const enIN: DemoTexts = {
  ...enUS,
  intro: 'Tell us a little about your premises. A specialist will contact you within one working day to book a 30-minute demo.',
  points: ['Works with the IP cameras you already own', 'Processing stays within your premises', 'No commitment, no payment details'],
  phonePlaceholder: '98765 43210',
};

export const TEXTS: Record<CountryCode, DemoTexts> = { us: enUS, in: enIN };
export const useTexts = (): DemoTexts => TEXTS[useSiteStore((s) => s.country)];
