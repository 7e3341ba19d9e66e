/** Pages that make no sense to return to after signing in. */
const AUTH_PAGES = new Set(['/login', '/register']);

/**
 * Where to go after signing in: the path a player asked for when they were sent to /login, kept only when it
 * stays on this site. Anything else (another origin, `//evil.example`, `/\evil`, `javascript:`) is dropped:
 * the login page must never become an open redirect.
 */
export function safeRedirect(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  // Only a path: not a URL, not protocol-relative, no backslash that a browser might read as a slash.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (AUTH_PAGES.has(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
