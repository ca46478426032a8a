/** What an error says, whatever was thrown; for logs, which take the message alone (never a request or a text). */
export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));
