import { z } from 'zod';

/** Country-code options from the spec; +1 is the default. */
export const COUNTRY_CODES = [
  { value: '+1', label: 'USA' },
  { value: '+91', label: 'India' },
  { value: '+44', label: 'UK' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+1';

/**
 * Server-side bounds the form does not show (the spec's form has no length limits or custom
 * messages): trimmed strings, sane maximum lengths, a real e-mail, a known country code and a phone
 * made of phone characters. The form and the API both import this one schema.
 */
export const LIMITS = { name: 100, company: 200, email: 254, jobTitle: 150, phoneMin: 4, phoneMax: 32 } as const;

/** A string field whose errors read "firstName is required" / "… must be text". */
const str = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be text') });
/** Control characters (NUL, escapes, line breaks…) have no place in a name or title; PostgreSQL refuses NUL outright. */
const hasControlChars = (v: string) => {
  for (let i = 0; i < v.length; i++) {
    const code = v.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};
const text = (max: number) =>
  str()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !hasControlChars(v), 'must not contain control characters');

export const demoRequestSchema = z.object({
  firstName: text(LIMITS.name).min(1, 'is required'),
  lastName: text(LIMITS.name).min(1, 'is required'),
  company: text(LIMITS.company).optional().default(''),
  email: str().trim().max(LIMITS.email).pipe(z.email('must be a valid e-mail address')),
  jobTitle: text(LIMITS.jobTitle).optional().default(''),
  countryCode: z.enum(COUNTRY_CODES.map((c) => c.value) as ['+1', '+91', '+44'], {
    error: 'must be one of +1, +91, +44',
  }),
  phone: str()
    .trim()
    .min(LIMITS.phoneMin, `must have at least ${LIMITS.phoneMin} characters`)
    .max(LIMITS.phoneMax, `must be at most ${LIMITS.phoneMax} characters`)
    .regex(/^[0-9 ()+.-]+$/, 'may contain only digits, spaces and + ( ) . -')
    .refine((v) => (v.match(/\d/g) ?? []).length >= 4, 'must contain at least 4 digits'),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** The fields the form sends, in the spec's order (spec §7.1 JSON body). */
export const FIELD_NAMES = ['firstName', 'lastName', 'company', 'email', 'jobTitle', 'countryCode', 'phone'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const EMPTY_FORM: Record<FieldName, string> = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  jobTitle: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
};

/** Formats zod issues as one clear sentence per field: "email must be a valid e-mail address". */
export function describeIssues(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: `${i.path.join('.') || 'body'} ${i.message}` }));
}
