// Zod's functional build: the same checks as its chained one, without every method installed on every
// schema — the form's validation in a third of the bytes, and a schema built in a fraction of the time
// on the phone that opens the form (the chained build made one task of ~80 ms at its CPU).
import * as z from 'zod/mini';

// No eval-compiled validators: the page's CSP forbids eval, and zod's probe for it (a caught
// `new Function`) would still be reported as a violation from every page with the form.
z.config({ jitless: true });

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

const str = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'notText') });
/** Control characters (NUL, escapes, line breaks…) have no place in a name or title; PostgreSQL refuses NUL outright. */
const hasControlChars = (v: string) => {
  for (let i = 0; i < v.length; i++) {
    const code = v.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};
const noControlChars = z.refine<string>((v) => !hasControlChars(v), 'controlChars');
const text = (max: number) => str().check(z.trim(), z.maxLength(max, 'tooLong'), noControlChars);
const optionalText = (max: number) => z._default(z.optional(text(max)), '');

/** Digits and phone punctuation, then an optional extension: "+1 (415) 555-0142 x12", "020 7946 0958 ext. 4". */
export const PHONE_PATTERN = /^[0-9 ()+./-]+(?:\s*(?:x|ext\.?|extension)\s*[0-9]{1,6})?$/i;

export const demoRequestSchema = z.object({
  firstName: text(LIMITS.name).check(z.minLength(1, 'required')),
  lastName: text(LIMITS.name).check(z.minLength(1, 'required')),
  company: optionalText(LIMITS.company),
  email: z.pipe(str().check(z.trim(), z.minLength(1, 'required'), z.maxLength(LIMITS.email, 'tooLong')), z.email('invalid')),
  jobTitle: optionalText(LIMITS.jobTitle),
  countryCode: z.enum(COUNTRY_CODES.map((c) => c.value) as ['+1', '+91', '+44'], { error: 'invalid' }),
  phone: str().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(LIMITS.phoneMax, 'tooLong'),
    z.regex(PHONE_PATTERN, 'badChars'),
    z.refine<string>((v) => (v.replace(/(?:x|ext\.?|extension)\s*[0-9]+$/i, '').match(/\d/g) ?? []).length >= LIMITS.phoneMin, 'tooShort'),
  ),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

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

/** The first problem of each field, in the form's order: `{ email: { code: 'invalid', message: 'Enter an email…' } }`. */
export function fieldIssues(error: z.core.$ZodError, messages: FieldMessages = FIELD_MESSAGES): Partial<Record<string, FieldIssue>> {
  const out: Partial<Record<string, FieldIssue>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    if (out[field]) continue;
    const code = ((ISSUE_CODES as readonly string[]).includes(issue.message) ? issue.message : 'invalid') as IssueCode;
    out[field] = { code, message: messageFor(field, code, messages) };
  }
  return out;
}

/** Checks the form's values with the same rules the API applies. */
export function checkDemoRequest(
  values: Record<string, unknown>,
): { ok: true; data: DemoRequest } | { ok: false; fields: Partial<Record<string, FieldIssue>> } {
  const parsed = demoRequestSchema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldIssues(parsed.error) };
}

/** The fields in error, in the form's order (the first one gets the focus). */
export const fieldsInError = (fields: Partial<Record<string, FieldIssue>>): FieldName[] => FIELD_NAMES.filter((f) => fields[f]);
