/**
 * 11. Commits per second (issue 35 §2): 64 connections committing transactions shaped like a deposit and a move,
 * each recording its domain event as the app does, on the real schema: with the NOTIFY trigger the app had until
 * issue 35 (Migration20261124005000_live_notify, put back for the run), with today's path (no NOTIFY: the
 * publisher finds the events after commit), and the same SQL with no event at all, the limit.
 */
import pg from 'pg';
import type { BenchContext, Row, Section, SectionResult } from './lib/context.js';
import { ratioRow, sized } from './lib/context.js';
import { median } from './lib/stats.js';

type Variant = 'trigger' | 'publisher' | 'none';

/** The old migration's trigger, verbatim: one NOTIFY per inserting statement, delivered at commit. */
const OLD_TRIGGER = [
  `CREATE FUNCTION notify_domain_events() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE first_id bigint; last_id bigint;
   BEGIN
     SELECT min(id), max(id) INTO first_id, last_id FROM inserted_events;
     IF first_id IS NOT NULL THEN PERFORM pg_notify('spockout_events', first_id || ':' || last_id); END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events REFERENCING NEW TABLE AS inserted_events
     FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_events()`,
];
const DROP_TRIGGER = [
  'DROP TRIGGER IF EXISTS domain_events_notify ON domain_events',
  'DROP FUNCTION IF EXISTS notify_domain_events()',
];

const SETUP = [
  'CREATE TABLE bench_wallets (id integer PRIMARY KEY, balance bigint NOT NULL DEFAULT 0)',
  'CREATE TABLE bench_postings (id bigserial PRIMARY KEY, wallet_id integer NOT NULL, amount bigint NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  'CREATE TABLE bench_moves (id bigserial PRIMARY KEY, game_id integer NOT NULL, user_id integer NOT NULL, choice text NOT NULL)',
  'CREATE TABLE bench_games (id integer PRIMARY KEY, moves integer NOT NULL DEFAULT 0)',
  'INSERT INTO bench_wallets (id) SELECT g FROM generate_series(1, 10000) g',
  'INSERT INTO bench_games (id) SELECT g FROM generate_series(1, 10000) g',
];

/** One round trip per transaction (a simple-protocol multi-statement query); `k` spreads rows so no two collide. */
function transaction(kind: 'deposit' | 'move', k: number, withEvent: boolean): string {
  const event = (type: string, aggregate: string) =>
    withEvent
      ? `INSERT INTO domain_events (type, aggregate_type, aggregate_id, user_id, payload)
           VALUES ('${type}', '${aggregate}', '${k}', ${k}, '{"amount": 100}');`
      : '';
  return kind === 'deposit'
    ? `BEGIN;
       UPDATE bench_wallets SET balance = balance + 100 WHERE id = ${k};
       INSERT INTO bench_postings (wallet_id, amount) VALUES (${k}, 100), (0, -100);
       ${event('DepositCompleted', 'deposit')}
       COMMIT;`
    : `BEGIN;
       INSERT INTO bench_moves (game_id, user_id, choice) VALUES (${k}, ${k}, 'ROCK');
       UPDATE bench_games SET moves = moves + 1 WHERE id = ${k};
       ${event('MoveSubmitted', 'match')}
       COMMIT;`;
}

async function measure(url: string, variant: Variant, connections: number, seconds: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let commits = 0;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client, i) => {
        let n = 0;
        while (performance.now() < until) {
          // Each connection keeps to rows of its own (k = i + 1 + 64·n mod 10,000): contention is the commit's.
          const k = ((i + connections * n++) % 10_000) + 1;
          await client.query(transaction(i % 2 === 0 ? 'deposit' : 'move', k, variant !== 'none'));
          commits++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return commits / seconds;
}

export const commits: Section = {
  name: 'commits',
  title: 'Commits per second: NOTIFY in the transaction, the publisher, no events',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const connections = sized(ctx, 64, 4);
    const seconds = ctx.smoke ? 1 : ctx.seconds;
    const runs = ctx.smoke ? 1 : ctx.runs;
    const url = await ctx.pg.freshDatabase('commits');
    for (const statement of SETUP) await ctx.pg.query(url, statement);
    // An instance LISTENs, as every one did with the trigger: its notices are read and dropped.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query('LISTEN spockout_events');
    const figures: Record<Variant, number[]> = { trigger: [], publisher: [], none: [] };
    try {
      for (let run = 0; run < runs; run++) {
        // Alternating, so a machine that slows down over the runs weighs on every variant alike.
        for (const variant of ['trigger', 'publisher', 'none'] as const) {
          for (const statement of variant === 'trigger' ? OLD_TRIGGER : DROP_TRIGGER)
            await ctx.pg.query(url, statement);
          const rate = await measure(url, variant, connections, seconds);
          figures[variant].push(rate);
          ctx.log(`  run ${run + 1}, ${variant}: ${rate.toFixed(0)} commits/s`);
        }
      }
    } finally {
      for (const statement of DROP_TRIGGER) await ctx.pg.query(url, statement).catch(() => undefined);
      await listener.end();
    }
    const [trigger, publisher, none] = [median(figures.trigger), median(figures.publisher), median(figures.none)];
    const rows: Row[] = [
      ratioRow({
        figure: `Commits/s, ${connections} connections (deposits and moves): today's path vs the NOTIFY trigger`,
        value: publisher,
        baseline: trigger,
        unit: '/s',
        minRatio: 1,
        target: 'faster than the trigger',
      }),
      ratioRow({
        figure: `Commits/s, ${connections} connections: today's path vs the same SQL with no events (the limit)`,
        value: publisher,
        baseline: none,
        unit: '/s',
      }),
    ];
    const method = [
      `${connections} connections from the bench process, each committing for ${seconds} s, one round trip per transaction (a multi-statement simple query): half deposits (a wallet's UPDATE, two postings INSERTed, the event), half moves (a move INSERTed, its game UPDATEd, the event), each connection on rows of its own, so the commit is the only thing they share. The event is a real \`domain_events\` row (its \`tx\` defaulting to the transaction's id, as the publisher reads it).`,
      `Variants, alternating within each of ${runs} runs (medians): *trigger*, with the AFTER INSERT trigger of Migration20261124005000_live_notify put back, one listener connected; *publisher*, today's schema (no NOTIFY in the transaction); *none*, the same transactions without the event. Runs, commits/s: trigger ${figures.trigger.map((f) => f.toFixed(0)).join(', ')}; publisher ${figures.publisher.map((f) => f.toFixed(0)).join(', ')}; none ${figures.none.map((f) => f.toFixed(0)).join(', ')}.`,
      "PostgreSQL with its defaults (fsync and synchronous_commit on): a transaction that NOTIFYs holds the database-wide notify lock from its pre-commit to its commit record's flush, so those commits are serialised and group commit cannot batch them.",
    ];
    return { rows, method };
  },
};
