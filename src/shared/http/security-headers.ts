import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers as a fixed map, computed once by running helmet against a recording response.
 * They vary by nothing but the request's protocol (no CSP nonces; see securityHeaderSets), and building them
 * per request showed in the profile.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  const outcome: { failure?: Error } = {};
  // helmet only sets headers on the response; it never reads the request, so an empty stand-in is enough.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- never read, see above
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) outcome.failure = error instanceof Error ? error : new Error('helmet failed', { cause: error });
  });
  if (outcome.failure) throw outcome.failure;
  return Object.fromEntries(headers);
}

export interface SecurityHeaderSets {
  /** For a request that came over plain HTTP. */
  plain: Record<string, string>;
  /** For one that came over HTTPS, directly or through a trusted proxy. */
  secure: Record<string, string>;
}

type Given<K extends keyof HelmetOptions> = Exclude<HelmetOptions[K], boolean | undefined>;

export interface SecurityHeaderOptions {
  directives: NonNullable<Given<'contentSecurityPolicy'>['directives']>;
  strictTransportSecurity: Given<'strictTransportSecurity'>;
  referrerPolicy: Given<'referrerPolicy'>;
}

/**
 * Both maps, computed once. `upgrade-insecure-requests` and HSTS only make sense where HTTPS is already in use:
 * sent over plain HTTP to any host but localhost (a LAN address, a staging box without TLS), they made the
 * browser fetch every script and stylesheet over https, which failed, and the page stayed blank.
 */
export function securityHeaderSets({
  directives,
  strictTransportSecurity,
  referrerPolicy,
}: SecurityHeaderOptions): SecurityHeaderSets {
  return {
    secure: securityHeaders({ contentSecurityPolicy: { directives }, strictTransportSecurity, referrerPolicy }),
    plain: securityHeaders({
      contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
      referrerPolicy,
    }),
  };
}
