import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Choice } from '../contracts/choices.js';
import type { Fairness } from '../contracts/fairness.js';

/**
 * The provably fair timer (docs/fairness.md). A game draws a secret seed when it is created and publishes its
 * SHA-256 at once; the move the timer makes for a player is an HMAC of the game and user ids under that seed;
 * the seed is published once the game is complete, so anyone can check both. The order of the moves is part
 * of the published scheme: it must never follow a reordering of CHOICES.
 */
export const FAIR_MOVE_ORDER: readonly Choice[] = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'];

const SEED_BYTES = 32;

/** A fresh 32-byte seed from the operating system's cryptographic source, as 64 lower-case hex digits. */
export function newFairnessSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}

/** The public commitment to a seed: the hex SHA-256 of its bytes (not of its hex text). */
export function fairnessCommitment(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** The timer's move for user `userId` in game `gameId`: HMAC-SHA256(seed, "G:U"), first 4 bytes big-endian, mod 5. */
export function fairMove(seedHex: string, gameId: number, userId: number): Choice {
  const mac = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${gameId}:${userId}`, 'utf8').digest();
  return FAIR_MOVE_ORDER[mac.readUInt32BE(0) % FAIR_MOVE_ORDER.length];
}

/** What a game shows of its seed: the commitment always, the seed once the game is complete; null for a game created before seeds existed. */
export function fairnessOf(seedHex: string | null, complete: boolean): Fairness | null {
  if (seedHex === null) return null;
  return { commitment: fairnessCommitment(seedHex), seed: complete ? seedHex : null };
}
