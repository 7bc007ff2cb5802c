/**
 * The demo form as a browser posts it without JavaScript (application/x-www-form-urlencoded): its
 * fields, and the camera setup it carries named as the contract's query names them
 * (@mars/shared/demo-setup: `setup=1&site=…&count=…&connection=…` in the fields' order), which a
 * plain object of fields would lose (the same names repeat per site and camera type).
 */
import { SETUP_PARAMS, type SetupResult, setupFromQuery, setupToQuery } from '@mars/shared/demo-setup';

/** The posted fields in their order, kept beside the fields object (`formQuery`). */
const QUERY = Symbol('form query');
type FormFields = Record<string, unknown> & { [QUERY]?: URLSearchParams };

/** @fastify/formbody's parser: each field once (the last of a name), and the whole query kept. */
export function parseFormBody(body: string): Record<string, unknown> {
  const query = new URLSearchParams(body);
  const fields: FormFields = Object.fromEntries(query);
  Object.defineProperty(fields, QUERY, { value: query, enumerable: false });
  return fields;
}

/** The query a form post was made of (null for a JSON body). */
export const formQuery = (body: unknown): URLSearchParams | null =>
  typeof body === 'object' && body !== null ? ((body as FormFields)[QUERY] ?? null) : null;

/** The setup a posted form carries, read as the demo form reads a link's (null when it carries none). */
export const postedSetup = (query: URLSearchParams): SetupResult | null => setupFromQuery(query);

/**
 * The setup's part of the query, for the page the form is sent back to: as the contract writes it
 * when it could be read, otherwise as the visitor typed it (so the form shows it again, with its
 * problem, and nothing is lost).
 */
export function setupToSendBack(query: URLSearchParams): URLSearchParams {
  const read = postedSetup(query);
  if (read?.ok) return new URLSearchParams(setupToQuery(read.setup));
  const names = new Set<string>(Object.values(SETUP_PARAMS));
  return new URLSearchParams([...query].filter(([name]) => names.has(name)));
}
