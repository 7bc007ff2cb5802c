import type { DemoSetup } from '@mars/shared/demo-setup';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@mars/shared/form-token';
import { COMPOSITION_FIELD, type FieldIssue, type FieldName, SETUP_FIELD } from '../schema/demoRequest';

export const SUBMIT_PATH = '/um-web-api/submit-form';
export const FORM_TOKEN_PATH = '/um-web-api/form-token';
/**
 * How long a submission waits for the API's answer before it is a failure like any other (the
 * form keeps every value; a retry reuses the Idempotency-Key, so one that was stored after all is
 * not stored twice). The API answers in well under a second; this is for a connection that hangs.
 */
export const SUBMIT_TIMEOUT_MS = 20_000;

export type SubmitResult =
  | { ok: true }
  /** The API refused some fields: each one's problem, in the words the form shows. */
  | { ok: false; kind: 'fields'; fields: Partial<Record<FieldName | typeof SETUP_FIELD, FieldIssue>> }
  /** Rate-limited: which limit, and the seconds to wait. */
  | { ok: false; kind: 'limited'; reason: 'network' | 'email'; retryAfter: number }
  /** Anything else: a server error, a network failure, no answer within SUBMIT_TIMEOUT_MS. */
  | { ok: false; kind: 'failed' };

const base = (apiBase: string) => apiBase.replace(/\/$/, '');

/**
 * POSTs the spec's JSON body, plus the form's bot signals (its token and the honeypot's value), the
 * page's composition id and the visitor's camera setup when they brought one. The
 * Idempotency-Key lets the API answer a retry of the same submission with its first answer instead
 * of storing it twice.
 */
export async function submitDemoRequest(
  apiBase: string,
  values: Record<FieldName, string>,
  idempotencyKey: string,
  extras: { formToken: string; honeypot: string; composition?: string; setup?: DemoSetup } = { formToken: '', honeypot: '' },
  doFetch: typeof fetch = fetch,
): Promise<SubmitResult> {
  const body = {
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company,
    email: values.email,
    jobTitle: values.jobTitle,
    countryCode: values.countryCode,
    phone: values.phone,
    [FORM_TOKEN_FIELD]: extras.formToken,
    [HONEYPOT_FIELD]: extras.honeypot,
    ...(extras.composition ? { [COMPOSITION_FIELD]: extras.composition } : {}),
    ...(extras.setup ? { [SETUP_FIELD]: extras.setup } : {}),
  };
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(`no answer in ${SUBMIT_TIMEOUT_MS / 1000} s`)), SUBMIT_TIMEOUT_MS);
  try {
    const res = await doFetch(`${base(apiBase)}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
      signal: timeout.signal,
    });
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      console.error(`HTTP error! status: ${res.status}`);
      if (res.status === 400 && json?.fields && typeof json.fields === 'object')
        return { ok: false, kind: 'fields', fields: json.fields as Partial<Record<FieldName | typeof SETUP_FIELD, FieldIssue>> };
      if (res.status === 429)
        return {
          ok: false,
          kind: 'limited',
          reason: json?.reason === 'email' ? 'email' : 'network',
          retryAfter: Number(json?.retryAfter) > 0 ? Number(json?.retryAfter) : 60,
        };
      return { ok: false, kind: 'failed' };
    }
    // The spec logs the response and reads none of its fields.
    console.log('Demo request submitted:', json);
    return { ok: true };
  } catch (err) {
    const reason = timeout.signal.aborted ? timeout.signal.reason : err;
    console.error('Demo request failed:', reason instanceof Error ? reason.message : reason);
    return { ok: false, kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** A signed note of when this form appeared (the API's bot check); '' when the API cannot be reached. */
export async function fetchFormToken(apiBase: string, doFetch: typeof fetch = fetch): Promise<string> {
  try {
    const res = await doFetch(`${base(apiBase)}${FORM_TOKEN_PATH}`, { cache: 'no-store' });
    const json = (await res.json()) as { token?: unknown };
    return res.ok && typeof json.token === 'string' ? json.token : '';
  } catch {
    return '';
  }
}
