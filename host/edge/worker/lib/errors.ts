/** An error's message for a log line or an answer, whatever was thrown. The bottom layer: imports nothing. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
