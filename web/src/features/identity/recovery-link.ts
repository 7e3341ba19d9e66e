import { z } from 'zod';

/** A mailed link's one-time token: 32 random bytes in base64url. */
const linkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });

/**
 * The token of a link such as `/reset-password#token=...`, from the address's fragment (the part a browser
 * never sends to a server), or null when there is none worth sending.
 */
export function linkToken(hash: string): string | null {
  const parsed = linkSchema.safeParse(Object.fromEntries(new URLSearchParams(hash.replace(/^#/, ''))));
  return parsed.success ? parsed.data.token : null;
}

/** Takes the token out of the address bar and the history once read: a shared screen shows nothing. */
export function forgetLinkToken(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
