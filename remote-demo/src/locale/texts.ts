import { type CountryCode, useSiteStore } from '@mars/shared';

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
};

const enIN: DemoTexts = {
  ...enUS,
  intro: 'Tell us a little about your premises. A specialist will contact you within one working day to book a 30-minute demo.',
  points: ['Works with the IP cameras you already own', 'Processing stays within your premises', 'No commitment, no payment details'],
  phonePlaceholder: '98765 43210',
};

export const TEXTS: Record<CountryCode, DemoTexts> = { us: enUS, in: enIN };
export const useTexts = (): DemoTexts => TEXTS[useSiteStore((s) => s.country)];
