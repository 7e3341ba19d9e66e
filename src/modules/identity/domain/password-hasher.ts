import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (19 MiB, 2 passes); the hash runs on libuv's pool, off the event loop. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash so an unknown username costs as long as a wrong password. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('spockout-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
