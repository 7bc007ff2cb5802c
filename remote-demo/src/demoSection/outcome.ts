import { FIELD_NAMES, type FieldIssue, type FieldName, ISSUE_CODES, type IssueCode, messageFor, SETUP_FIELD } from '../schema/demoRequest';
import { SETUP_MESSAGES } from '../schema/setupMessages';

/**
 * The outcome of a submission as the page's query carries it (`?demo=error&e.email=invalid&v.email=…`):
 * the API sends a form posted without JavaScript back with it, and the edge renders it. The live
 * form reads the same on mount, so the page says the same before and after the app starts.
 */
export const OUTCOME_PARAM = 'demo';
export const OUTCOMES = ['sent', 'error', 'busy', 'repeat', 'failed'] as const;
export type OutcomeState = (typeof OUTCOMES)[number];

export interface Outcome {
  state: OutcomeState;
  values: Partial<Record<FieldName, string>>;
  errors: Partial<Record<FieldName | typeof SETUP_FIELD, FieldIssue>>;
  /** Seconds to wait (busy, repeat). */
  retryAfter: number;
}

/** The longest value taken back from the address (the rules allow far less). */
const ECHO_MAX = 300;

export function readOutcome(params: URLSearchParams): Outcome | null {
  const state = params.get(OUTCOME_PARAM) as OutcomeState | null;
  if (!state || !OUTCOMES.includes(state)) return null;
  const values: Outcome['values'] = {};
  const errors: Outcome['errors'] = {};
  for (const field of FIELD_NAMES) {
    const value = params.get(`v.${field}`);
    if (value !== null && state !== 'sent') values[field] = value.slice(0, ECHO_MAX);
    const code = params.get(`e.${field}`) as IssueCode | null;
    if (code && ISSUE_CODES.includes(code)) errors[field] = { code, message: messageFor(field, code) };
  }
  // The camera setup's problem, when the form carried one (its fields come back in the query too).
  const setupCode = params.get(`e.${SETUP_FIELD}`) as IssueCode | null;
  const setupMessage = setupCode && Object.hasOwn(SETUP_MESSAGES, setupCode) ? SETUP_MESSAGES[setupCode] : undefined;
  if (setupCode && setupMessage) errors[SETUP_FIELD] = { code: setupCode, message: setupMessage };
  const retry = Number(params.get('retry'));
  return { state, values, errors, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : 60 };
}
