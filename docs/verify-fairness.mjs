// Verifies every finished game of a match from the public API: node verify-fairness.mjs <api-url> <token> <match-id>
import { createHash, createHmac } from 'node:crypto';
const [base, token, matchId] = process.argv.slice(2);
const MOVES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'];
const res = await fetch(`${base}/matches/${matchId}/`, { headers: { authorization: `Bearer ${token}` } });
const match = await res.json();
let failures = 0;
for (const game of match.games.filter((g) => g.is_complete && g.fairness)) {
  const seed = Buffer.from(game.fairness.seed, 'hex');
  const ok = [createHash('sha256').update(seed).digest('hex') === game.fairness.commitment];
  for (const [slot, userId] of [[1, match.player1], [2, match.player2]]) {
    if (!game[`player${slot}_auto`]) continue;
    const n = createHmac('sha256', seed).update(`${game.id}:${userId}`).digest().readUInt32BE(0);
    ok.push(MOVES[n % 5] === game[`player${slot}_choice`]);
  }
  failures += ok.includes(false) ? 1 : 0;
  console.log(`game ${game.id}: ${ok.includes(false) ? 'MISMATCH' : 'verified'} (${ok.length - 1} automatic move(s))`);
}
process.exit(failures ? 1 : 0);
