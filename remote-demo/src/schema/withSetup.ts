/**
 * The API's request: the form's (demoRequest.ts) with the visitor's camera setup, when they bring one
 * from marketing's compatibility tool (@mars/shared/demo-setup). The setup is checked whole by the
 * contract's own reader — the form checks it with the same one before sending (demoSection/setup) —
 * and refused at its field, in these words, or stored as the contract reads it. Apart from
 * demoRequest.ts so that the form's code carries it only when a page's address brings a setup.
 */
import { type DemoSetup, parseDemoSetup, SETUP_LIMITS, type SetupProblem } from '@mars/shared/demo-setup';
import * as z from 'zod/mini';
import {
  type DemoRequest,
  demoRequestSchema,
  FIELD_MESSAGES,
  type FieldIssue,
  type FieldMessages,
  type IssueCode,
  SETUP_FIELD,
} from './demoRequest';

/** What a visitor reads at the setup, per rule. */
export const SETUP_MESSAGES: Partial<Record<IssueCode, string>> = {
  invalid: `The camera setup could not be read: remove it, or check each number of cameras (a whole number from 1 to ${SETUP_LIMITS.camerasPerGroup.toLocaleString('en-US')}).`,
  tooLong: `The camera setup is too large: at most ${SETUP_LIMITS.sites} sites, ${SETUP_LIMITS.groupsPerSite} camera types each, ${SETUP_LIMITS.camerasPerGroup.toLocaleString('en-US')} cameras of a type, a site name of ${SETUP_LIMITS.siteName} characters.`,
};
/** Every field's messages, the setup's included: what the API answers with. */
export const MESSAGES_WITH_SETUP: FieldMessages = { ...FIELD_MESSAGES, [SETUP_FIELD]: SETUP_MESSAGES };

/** The contract's problem as the setup field's issue: too large, or not a setup this form reads. */
export function setupIssue(problem: SetupProblem): FieldIssue {
  const code: IssueCode = problem === 'tooLarge' ? 'tooLong' : 'invalid';
  return { code, message: SETUP_MESSAGES[code] ?? '' };
}

/** A setup as the contract reads it (a JSON object; in a form post, its JSON text), or null when none was sent. */
const setupField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value, ctx): DemoSetup | null => {
    if (value === undefined || value === null || value === '') return null;
    let parsed: unknown = value;
    if (typeof value === 'string')
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = null;
      }
    const read = parseDemoSetup(parsed);
    if (read.ok) return read.setup;
    ctx.issues.push({ code: 'custom', message: setupIssue(read.problem).code, input: value });
    return z.NEVER;
  }),
);

export const demoRequestWithSetupSchema = z.extend(demoRequestSchema, { [SETUP_FIELD]: setupField });
/** A checked request: the form's fields, and the setup when one came (none from a client that sends none). */
export type DemoRequestWithSetup = DemoRequest & { [SETUP_FIELD]?: DemoSetup | null };
