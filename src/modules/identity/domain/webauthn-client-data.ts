/** What a WebAuthn answer's clientDataJSON says: which challenge it signs, for which origin, for what. */
export interface ClientData {
  challenge: string;
  origin: string;
  type: string;
}

/**
 * Reads `credential.response.clientDataJSON` of a registration or sign-in answer, before any verification:
 * the challenge names the server-side record to spend, the origin is checked against the allowed ones. Null
 * for anything malformed; the library's verification then checks the signature over these very bytes.
 */
export function clientDataOf(credential: unknown): ClientData | null {
  const response = (credential as { response?: { clientDataJSON?: unknown } } | null)?.response;
  const encoded = response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return null;
  try {
    const data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<ClientData>;
    const { challenge, origin, type } = data;
    if (typeof challenge !== 'string' || typeof origin !== 'string' || typeof type !== 'string') return null;
    return { challenge, origin, type };
  } catch {
    return null;
  }
}

/**
 * Whether passkeys may be used from `origin`: one of the configured origins, or, with none configured, any
 * origin on the RP ID's host (any port, so the app works at PUBLIC_URL whatever port it listens on). The
 * browser itself refuses an RP ID that is not the page's host or a parent domain of it, and the signed RP ID
 * hash is checked too: a page at another name can neither register a passkey for this site nor use one.
 */
export function originAllowed(origin: string, rp: { rpId: string | null; origins: string[] }): boolean {
  if (!rp.rpId) return false;
  if (rp.origins.length > 0) return rp.origins.includes(origin);
  try {
    const url = new URL(origin);
    return url.origin === origin && url.hostname === rp.rpId && ['http:', 'https:'].includes(url.protocol);
  } catch {
    return false;
  }
}
