/**
 * A demo request's fields, limits and words: what the form and the API both read. Their rules (zod)
 * are demoRequestRules.ts, apart: the form loads them when it is submitted, not when it wakes.
 */

/** Country-code options from the spec; +1 is the default. */
export const COUNTRY_CODES = [
  { value: '+1', label: 'USA' },
  { value: '+91', label: 'India' },
  { value: '+44', label: 'UK' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+1';

/**
 * The one set of rules for a demo request: the form checks them before it sends, the API checks
 * them again, and both speak with the messages below. Trimmed strings, sane maximum lengths (the
 * form's inputs carry the same as maxlength), a real e-mail, a known country code and a phone made
 * of phone characters, with an optional extension ("x12", "ext. 12").
 */
export const LIMITS = { name: 100, company: 200, email: 254, jobTitle: 150, phoneMin: 4, phoneMax: 32 } as const;

/** The fields the form sends, in the spec's order (spec §7.1 JSON body). */
/**
 * The page's composition id (which release of each app made it; see host/edge/worker/canary/variant.ts),
 * sent with the form and stored with the request. Not the visitor's input: a missing or malformed
 * one is stored as NULL, never a reason to refuse a lead.
 */
export const COMPOSITION_FIELD = 'composition';
const COMPOSITION = /^[a-z][a-z0-9-]*=[^;\s]+(;[a-z][a-z0-9-]*=[^;\s]+)*$/;
export const compositionOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 600 && COMPOSITION.test(value) ? value : null;

export const FIELD_NAMES = ['firstName', 'lastName', 'company', 'email', 'jobTitle', 'countryCode', 'phone'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/**
 * The visitor's camera setup, when they come from marketing's compatibility tool: optional, checked
 * whole against its contract (withSetup.ts — apart, so the form's code carries it only when a page's
 * address brings a setup).
 */
export const SETUP_FIELD = 'setup';

/** Why a field was refused: the code travels (API answers, the no-JavaScript redirect), the message is shown. */
export const ISSUE_CODES = ['required', 'notText', 'tooLong', 'controlChars', 'invalid', 'tooShort', 'badChars'] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** What a visitor reads at each field, per rule: the one voice of the form and the API. */
export type FieldMessages = Record<string, Partial<Record<IssueCode, string>>>;
export const FIELD_MESSAGES: Record<FieldName, Partial<Record<IssueCode, string>>> = {
  firstName: {
    required: 'Enter your first name.',
    tooLong: `Use ${LIMITS.name} characters or fewer.`,
    controlChars: 'Remove line breaks and special characters.',
  },
  lastName: {
    required: 'Enter your last name.',
    tooLong: `Use ${LIMITS.name} characters or fewer.`,
    controlChars: 'Remove line breaks and special characters.',
  },
  company: { tooLong: `Use ${LIMITS.company} characters or fewer.`, controlChars: 'Remove line breaks and special characters.' },
  email: {
    required: 'Enter your work email.',
    invalid: 'Enter an email address like name@company.com.',
    tooLong: `Use ${LIMITS.email} characters or fewer.`,
  },
  jobTitle: { tooLong: `Use ${LIMITS.jobTitle} characters or fewer.`, controlChars: 'Remove line breaks and special characters.' },
  countryCode: { invalid: 'Choose a country code: +1, +91 or +44.' },
  phone: {
    required: 'Enter your phone number.',
    tooShort: 'Enter a phone number with at least 4 digits.',
    tooLong: `Use ${LIMITS.phoneMax} characters or fewer.`,
    badChars: 'Use digits, spaces and + ( ) . - only; add an extension as x12.',
  },
};

/** Any field's fallbacks (a value of the wrong type can only come from a client other than the form). */
const GENERIC: Record<IssueCode, string> = {
  required: 'Fill in this field.',
  notText: 'Enter text in this field.',
  tooLong: 'This is too long.',
  controlChars: 'Remove line breaks and special characters.',
  invalid: 'Check this field.',
  tooShort: 'This is too short.',
  badChars: 'Remove the characters that are not allowed.',
};

export const messageFor = (field: string, code: IssueCode, messages: FieldMessages = FIELD_MESSAGES): string =>
  messages[field]?.[code] ?? GENERIC[code] ?? GENERIC.invalid;

export const EMPTY_FORM: Record<FieldName, string> = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  jobTitle: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
};

export interface FieldIssue {
  code: IssueCode;
  message: string;
}

/** The fields in error, in the form's order (the first one gets the focus). */
export const fieldsInError = (fields: Partial<Record<string, FieldIssue>>): FieldName[] => FIELD_NAMES.filter((f) => fields[f]);
