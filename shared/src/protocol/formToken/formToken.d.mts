export const FORM_TOKEN_FIELD: string;
export const HONEYPOT_FIELD: string;
export const MIN_FILL_MS: number;
export const LOCAL_FORM_TOKEN_SECRET: string;
export type BotVerdict = null | 'honeypot' | 'too-fast' | 'no-token' | 'bad-token';
export function issueFormToken(secret: string, now?: number): Promise<string>;
export function botVerdict(
  fields: { honeypot?: unknown; token?: unknown },
  secret: string,
  now?: number,
  minFillMs?: number,
): Promise<BotVerdict>;
export function formTokenIssuedAt(token: unknown): number | null;
export function waitText(seconds: number): string;
