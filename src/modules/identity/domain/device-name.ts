import { UAParser } from 'ua-parser-js';

/** The longest user agent kept: real ones are a few hundred characters; the rest is noise or an attack. */
export const MAX_USER_AGENT = 512;

/**
 * A device as a player recognises it, from the User-Agent header: "Chrome on Linux", "Mobile Safari on iOS
 * (iPhone)". The header is the client's word, shown to its owner only; it is never trusted for anything else.
 */
export function deviceName(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const { browser, os, device } = UAParser(userAgent.slice(0, MAX_USER_AGENT));
  const parts = [browser.name ?? 'Unknown browser'];
  if (os.name) parts.push(`on ${os.name}`);
  // A phone or tablet's model tells one's devices apart; a desktop's ("Macintosh") adds nothing.
  if (device.model && (device.type === 'mobile' || device.type === 'tablet')) parts.push(`(${device.model})`);
  return parts.join(' ').slice(0, 120);
}
