import type { FieldName } from '../schema/demoRequest';

export const SUCCESS_TOAST = "Demo request submitted successfully! We'll contact you soon.";
export const FAILURE_TOAST = 'Something went wrong. Please try again.';
export const SUBMIT_PATH = '/um-web-api/submit-form';

/**
 * POSTs the spec's JSON body. The Idempotency-Key lets the API answer a retry of the same
 * submission with its first answer instead of storing it twice. Resolves true on a 2xx.
 */
export async function submitDemoRequest(
  apiBase: string,
  values: Record<FieldName, string>,
  idempotencyKey: string,
  doFetch: typeof fetch = fetch,
): Promise<boolean> {
  const body = {
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company,
    email: values.email,
    jobTitle: values.jobTitle,
    countryCode: values.countryCode,
    phone: values.phone,
  };
  try {
    const res = await doFetch(`${apiBase.replace(/\/$/, '')}${SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      console.error(`HTTP error! status: ${res.status}`);
      return false;
    }
    // The spec logs the response and reads none of its fields.
    console.log('Demo request submitted:', await res.json().catch(() => null));
    return true;
  } catch (err) {
    console.error('Demo request failed:', err instanceof Error ? err.message : err);
    return false;
  }
}
