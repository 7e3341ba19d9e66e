import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals a TOTP secret for storage: AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret, so a
 * copy of the database alone (a backup, a dump) does not hand out every account's second factor. The stored
 * form is `v1.<iv>.<tag>.<ciphertext>`, base64url. Opening a value sealed under another key answers null.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'spockout', 'totp-secret-v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  open(stored: string): string | null {
    const parts = stored.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    const [, iv, tag, sealed] = parts;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
