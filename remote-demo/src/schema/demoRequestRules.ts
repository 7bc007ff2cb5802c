// The one set of rules for a demo request (demoRequest.ts names the fields, limits and words): the
// form checks them before it sends, the API checks them again. Apart from the form's own module:
// importing zod and building the schema was ~36 ms of the task that starts the form at the bench's
// phone CPU, for a visitor who may never submit; the form loads this file at its submit.
//
// Zod's functional build: the same checks as its chained one, without every method installed on every
// schema — the form's validation in a third of the bytes, and a schema built in a fraction of the time
// on the phone that opens the form (the chained build made one task of ~80 ms at its CPU).
import * as z from 'zod/mini';
import {
  COUNTRY_CODES,
  FIELD_MESSAGES,
  type FieldIssue,
  type FieldMessages,
  ISSUE_CODES,
  type IssueCode,
  LIMITS,
  messageFor,
} from './demoRequest';

// No eval-compiled validators: the page's CSP forbids eval, and zod's probe for it (a caught
// `new Function`) would still be reported as a violation from every page with the form.
z.config({ jitless: true });

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
