import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { ApiClient, ApiResponse } from './api-client.js';

/**
 * A software passkey authenticator for HTTP tests: it answers the server's options as a browser and a
 * platform authenticator would (a discoverable ES256 credential, user present and verified, attestation
 * "none"), so a test can register a passkey and sign in with it without Chromium. The browser tests use
 * Chromium's own virtual authenticator instead (test/browser/passkeys.test.ts).
 */

/** The origin the tests' pages would have: the RP ID (localhost) on any port is allowed. */
export const TEST_ORIGIN = 'http://localhost:5173';

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The few CBOR items WebAuthn's attestation object needs: maps, byte and text strings, small integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

/** User present, user verified; with attested credential data at registration. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftPasskey {
  readonly credentialId = b64url(randomBytes(16));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** The account's WebAuthn user handle, learnt at registration (the server's options name it). */
  private userHandle: string | null = null;

  constructor(
    private readonly rpId = 'localhost',
    private readonly origin = TEST_ORIGIN,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  /** The answer navigator.credentials.create() gives to registration options. */
  register(options: Options): Record<string, unknown> {
    this.userHandle = options.user?.id ?? null;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.authenticatorData(FLAGS.up | FLAGS.uv | FLAGS.at),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return this.credential({
      clientDataJSON: this.clientData('webauthn.create', options.challenge),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** The answer navigator.credentials.get() gives to sign-in (or re-authentication) options. */
  assert(options: Options): Record<string, unknown> {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = this.authenticatorData(FLAGS.up | FLAGS.uv);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      this.privateKey,
    );
    return this.credential({
      clientDataJSON,
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }

  /** The PublicKeyCredential JSON around an authenticator's response, as @simplewebauthn/browser sends it. */
  private credential(response: Record<string, unknown>): Record<string, unknown> {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response,
    };
  }

  private clientData(type: string, challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }

  private authenticatorData(flags: number): Buffer {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count]);
  }
}

/** Registers `key` for the signed-in player through both routes; `proof` goes with each (current_password, otp). */
export async function registerSoftPasskey(
  api: ApiClient,
  access: string,
  key: SoftPasskey,
  proof: Record<string, unknown> = {},
  name = 'Soft key',
): Promise<ApiResponse> {
  const headers = { origin: TEST_ORIGIN };
  const options = await api.post('/api/accounts/passkeys/register/options', { body: proof, token: access, headers });
  if (options.status !== 200) return options;
  return api.post('/api/accounts/passkeys/register', {
    body: { credential: key.register(options.body), name, ...proof },
    token: access,
  });
}

/** Signs in with `key` alone, as "Sign in with a passkey" does. */
export async function signInWithSoftPasskey(
  api: ApiClient,
  key: SoftPasskey,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const options = await api.post('/api/accounts/login/passkey/options', {
    headers: {
      origin: TEST_ORIGIN,
      ...headers,
    },
  });
  if (options.status !== 200) return options;
  return api.post('/api/accounts/login/passkey', { body: { credential: key.assert(options.body) }, headers });
}
