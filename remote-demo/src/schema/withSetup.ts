/**
 * The API's request: the form's (demoRequest.ts) with the visitor's camera setup, when they bring one
 * from marketing's compatibility tool (@mars/shared/demo-setup). The setup is checked whole by the
 * contract's own reader — the form checks it with the same one before sending (demoSection/setup) —
 * and refused at its field, in the words of setupMessages.ts, or stored as the contract reads it.
 * The API's alone: the form's code carries the words, not this schema.
 */
import { type DemoSetup, parseDemoSetup } from '@mars/shared/demo-setup';
import * as z from 'zod/mini';
import { FIELD_MESSAGES, type FieldMessages, SETUP_FIELD } from './demoRequest';
import { type DemoRequest, demoRequestSchema } from './demoRequestRules';
import { SETUP_MESSAGES, setupIssue } from './setupMessages';

export { SETUP_MESSAGES, setupIssue };

/** Every field's messages, the setup's included: what the API answers with. */
export const MESSAGES_WITH_SETUP: FieldMessages = { ...FIELD_MESSAGES, [SETUP_FIELD]: SETUP_MESSAGES };

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
