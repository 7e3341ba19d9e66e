import { randomUUID } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { GetWalletBalance } from '../../src/modules/ledger/contracts/ledger.queries.js';
import { PostTransfer } from '../../src/modules/ledger/contracts/post-transfer.command.js';
import { system, wallet } from '../../src/modules/ledger/contracts/ledger.types.js';
import { negateCents, parseCents } from '../../src/shared/money/money.js';
import { registerPlayer, type BodyOf, type Player } from './api-client.js';
import { verifyEmailOf } from './email-verification.js';
import type { TestApp } from './test-app.js';
import { newTotpSecret, signInWithTotp } from './two-factor.js';

export interface PlayerOptions {
  /** The start of the unique username (uniqueName's prefix). */
  name?: string;
  /** Coins put in the wallet as a deposit would, through the ledger's one command ("0.00" or none: an empty wallet). */
  funds?: string;
  /** The email address verified, as following the mailed link would (a withdrawal needs it). */
  verified?: boolean;
  /** The date of birth given at registration; `null` registers without one. An adult's by default. */
  dateOfBirth?: string | null;
}

/** A new tournament's body, each field defaulted, and who creates it (and pays its fee if it has one). */
export type TournamentOptions = Partial<BodyOf<'/api/tournaments', 'post'>> & {
  by: Player;
  /** Players who join it after its creator, each join asserted. */
  joinedBy?: Player[];
};

/** A user as the reads below take one: a Player, or anything with an id. */
type UserRef = Pick<Player, 'id'>;

/**
 * The one way a test makes its users, wallets and tournaments, and reads back the rows it checks often. Players
 * register over HTTP (the real route, their tokens in hand); coins, admins and verified addresses go through the
 * app's own commands or one UPDATE, for speed, where the test's subject is something else.
 *
 *   const make = fixtures(t);
 *   const alice = await make.player({ funds: '50.00', verified: true });
 *   const cup = await make.tournament({ by: alice, max_players: 2, entry_fee: '5.00' });
 */
export function fixtures(t: TestApp) {
  const make = {
    /** A registered, signed-in player. */
    async player(options: PlayerOptions = {}): Promise<Player> {
      const player = await registerPlayer(t.api, options.name, options.dateOfBirth);
      if (options.funds && parseCents(options.funds)) await make.fund(player, options.funds);
      if (options.verified) await verifyEmailOf(t, player);
      return player;
    },

    /**
     * An admin signed in over HTTP with its second factor (as ADMIN_TOTP_SECRET enrols the configured admin: admin
     * routes refuse an admin without one); `totpSecret` makes its codes (test/support/two-factor.ts). The server
     * takes each 30 s code once, so one admin signs in twice at once (here, then one browser sign-in) and a third
     * time only after the next step: a browser test that signs an admin in again takes a new admin instead.
     * `dateOfBirth` is put on its profile, for an admin who deposits.
     */
    async admin(options: { username?: string; dateOfBirth?: string } = {}): Promise<Player> {
      const username = options.username ?? `admin_${randomUUID().slice(0, 8)}`;
      const password = 'Admin-Pass-12345';
      const totpSecret = newTotpSecret();
      const { userId } = await t.app
        .get(CommandBus)
        .execute(new EnsureAdmin({ username, password, email: `${username}@example.com`, totpSecret }));
      const tokens = await signInWithTotp(t.api, { username, password }, totpSecret);
      if (options.dateOfBirth) {
        // An admin deposits like any player once it has a date of birth (issue 22 §1).
        const dated = await t.api.put('/api/accounts/profile', {
          body: { date_of_birth: options.dateOfBirth },
          token: tokens.access,
        });
        if (dated.status !== 200) throw new Error(`date of birth: ${dated.status} ${JSON.stringify(dated.body)}`);
      }
      return { id: userId, username, password, access: tokens.access, refresh: tokens.refresh, totpSecret };
    },

    /** A tournament created over HTTP by `by` (a 4-seat BLITZ cup for 10.00 unless told), joined by `joinedBy`. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body's shape is the test's assertion (json.ts)
    async tournament({ by, joinedBy = [], ...input }: TournamentOptions): Promise<any> {
      const response = await t.api.post('/api/tournaments', {
        body: { name: 'Test Cup', entry_fee: '10.00', max_players: 4, game_mode: 'BLITZ', ...input },
        token: by.access,
      });
      if (response.status !== 201)
        throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
      for (const player of joinedBy) {
        const joined = await t.api.post('/api/tournaments/{id}/join', {
          params: { path: { id: response.body.id } },
          token: player.access,
        });
        if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
      }
      return response.body;
    },

    /** Puts coins in a wallet as a deposit would: from cash in, through the ledger's one command. */
    async fund(user: UserRef, amount: string): Promise<void> {
      const cents = parseCents(amount);
      if (cents === null || cents <= 0) throw new Error(`bad amount ${amount}`);
      await t.app.get(CommandBus).execute(
        new PostTransfer(`test-deposit:${randomUUID()}`, 'DEPOSIT', 'Test deposit', [
          { account: system('CASH_IN'), amount: negateCents(cents) },
          { account: wallet(user.id), amount: cents },
        ]),
      );
    },

    // Named reads of the rows tests check most.

    /** A wallet's balance in cents, through the ledger's query. */
    balanceOf(user: UserRef): Promise<number> {
      return t.app.get(QueryBus).execute(new GetWalletBalance(user.id));
    },

    /** A tournament's escrow balance in cents (0 before its first fee). */
    async escrowOf(tournament: { id: number }): Promise<number> {
      const rows = await t.sql<{ balance: string }>(
        "SELECT balance FROM ledger_accounts WHERE kind = 'ESCROW' AND tournament_id = $1",
        [tournament.id],
      );
      return rows.length ? Number(rows[0].balance) : 0;
    },

    /** The id of a user's wallet account in the ledger. */
    async walletAccountIdOf(user: UserRef): Promise<number> {
      const [row] = await t.sql<{ id: number }>(
        "SELECT id FROM ledger_accounts WHERE kind = 'WALLET' AND user_id = $1",
        [user.id],
      );
      return row.id;
    },

    /** The ledger entries whose idempotency key matches the LIKE `pattern`, oldest first. */
    ledgerEntriesLike(pattern: string): Promise<{ idempotency_key: string; type: string }[]> {
      return t.sql('SELECT idempotency_key, type FROM ledger_entries WHERE idempotency_key LIKE $1 ORDER BY id', [
        pattern,
      ]);
    },

    /** A tournament's domain events of `type`, oldest first. */
    tournamentEvents(
      type: string,
      tournament: { id: number },
    ): Promise<{ payload: Record<string, unknown>; user_id: number | null }[]> {
      return t.sql(
        "SELECT payload, user_id FROM domain_events WHERE type = $1 AND aggregate_type = 'tournament' AND aggregate_id = $2 ORDER BY id",
        [type, String(tournament.id)],
      );
    },

    /** The domain events of `type` about the aggregate with `id` (a user, a game, a withdrawal...), oldest first. */
    eventsOf(type: string, id: number): Promise<{ user_id: number | null; payload: Record<string, unknown> }[]> {
      return t.sql('SELECT user_id, payload FROM domain_events WHERE type = $1 AND aggregate_id = $2 ORDER BY id', [
        type,
        String(id),
      ]);
    },

    /** A user's stored role ('PLAYER' or 'ADMIN'). */
    async roleOf(user: UserRef): Promise<string> {
      const [row] = await t.sql<{ role: string }>('SELECT role FROM users WHERE id = $1', [user.id]);
      return row.role;
    },

    /** A withdrawal request's stored status. */
    async withdrawalStatusOf(withdrawal: { id: number }): Promise<string> {
      const [row] = await t.sql<{ status: string }>('SELECT status FROM withdrawal_requests WHERE id = $1', [
        withdrawal.id,
      ]);
      return row.status;
    },

    /** How many rows of `table` match `where` (SQL with $1... for `params`). */
    async count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
      const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params);
      return Number(row.n);
    },
  };
  return make;
}
