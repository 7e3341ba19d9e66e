import { t } from '@lingui/core/macro';
import type { Schema } from './contract';

/**
 * The provably fair timer, checked in the browser (docs/fairness.md): the commitment is the SHA-256 of the
 * seed's bytes, and the move the server makes for user U in game G is HMAC-SHA256(seed, "G:U"), its first
 * four bytes big-endian, mod 5 into this order. WebCrypto only: nothing here trusts the server's arithmetic.
 */
export const FAIR_MOVE_ORDER = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'] as const;
export type FairMove = (typeof FAIR_MOVE_ORDER)[number];

/** What the result, the game history and the tournament history say beside a move the server made. */
export function autoMoveNote(): string {
  return t`random move: time ran out`;
}

/** A game's fairness as the API shows it: the seed stays null until the game is complete. */
export type Fairness = Schema<'FairnessDto'>;

export interface VerifiedPlayer {
  userId: number;
  name: string;
  choice: string;
  auto: boolean;
}

export interface Verification {
  ok: boolean;
  /** What was checked and found right, or what is wrong, one line each. */
  lines: string[];
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const short = (hex: string) => `${hex.slice(0, 12)}…`;

export async function commitmentOf(seed: Uint8Array<ArrayBuffer>): Promise<string> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- WebCrypto's algorithm name
  return toHex(await crypto.subtle.digest('SHA-256', seed));
}

export async function fairMoveOf(seed: Uint8Array<ArrayBuffer>, gameId: number, userId: number): Promise<FairMove> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- WebCrypto's algorithm names
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${gameId}:${userId}`));
  return FAIR_MOVE_ORDER[new DataView(mac).getUint32(0, false) % FAIR_MOVE_ORDER.length];
}

/** Recomputes a completed game's commitment and every move the server made in it. */
export async function verifyGame(
  gameId: number,
  fairness: Fairness | null,
  players: VerifiedPlayer[],
): Promise<Verification> {
  if (fairness === null)
    return { ok: false, lines: [t`This game was played before moves were provably fair: there is nothing to verify.`] };
  const seed = fairness.seed === null ? null : hexToBytes(fairness.seed);
  if (seed === null || seed.length !== 32)
    return { ok: false, lines: [t`The seed is not revealed yet, or is not 32 bytes of hex.`] };
  const lines: string[] = [];
  let ok = true;
  const commitment = await commitmentOf(seed);
  const hashed = short(commitment);
  const published = short(fairness.commitment);
  if (commitment === fairness.commitment.toLowerCase())
    lines.push(t`SHA-256 of the seed is the published commitment ${hashed}`);
  else {
    ok = false;
    lines.push(t`Mismatch: the seed hashes to ${hashed}, the published commitment is ${published}`);
  }
  for (const player of players.filter((p) => p.auto)) {
    const expected = await fairMoveOf(seed, gameId, player.userId);
    const name = player.name;
    // The moves as the API names them (ROCK): a technical check's line, the same words the seed's derivation uses.
    const move = expected;
    const shown = player.choice;
    if (expected === player.choice) lines.push(t`${name}'s random move ${move} follows from the seed`);
    else {
      ok = false;
      lines.push(t`Mismatch: the seed gives ${name} ${move}, the game shows ${shown}`);
    }
  }
  if (!players.some((p) => p.auto)) lines.push(t`No move in this game was made by the server.`);
  return { ok, lines };
}
