const MAX_ERROR_LENGTH = 500;

const ADDRESS = /[^\s<>()[\]:;,"']+@[^\s<>()[\]:;,"']+/g;
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/**
 * A failed attempt, as stored and shown to operators: nodemailer's error code (`ECONNECTION`, `EMESSAGE`, ...)
 * and the server's answer, with any address and any link blanked out (a server may quote the recipient, and
 * a mail's link is a one-time secret), on one line, at most 500 characters.
 */
export function describeDeliveryError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const described = typeof code === 'string' && !message.startsWith(code) ? `${code}: ${message}` : message;
  const clean = described.replace(LINK, '[link]').replace(ADDRESS, '[address]').replace(/\s+/g, ' ').trim();
  return (clean || 'Unknown error').slice(0, MAX_ERROR_LENGTH);
}
