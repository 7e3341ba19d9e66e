import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ago, now } from '../../../shared/database/expressions.js';
import { all, db, one } from '../../../shared/database/query.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { lockExclusively, transaction } from '../../../shared/transaction.js';
import { NO_WATCH, type Watch } from '../stream.js';
import { msg, type Text, withValues } from '#i18n';

/** An instance whose row is older than this is taken for dead: its streams no longer count. */
export const INSTANCE_EXPIRY_SECONDS = 30;
/** A refused stream is worth retrying after this long: a tab closed, or a dead instance expired. */
const RETRY_AFTER_SECONDS = 10;
/** Advisory lock namespaces: one user's, one address's count and the insert that follows it. */
const USER_LOCK = 7_420_201;
const ADDRESS_LOCK = 7_420_202;

export interface StreamCaps {
  perUser: number;
  perAddress: number;
}

const watchColumns = (watch: Watch) => ({
  watch_tournament_id: watch.tournamentId,
  watch_match_id: watch.matchId,
});

/** A stream refused past a cap: 429 {"detail"} with Retry-After. */
export const tooManyStreams = (message: Text) =>
  new DomainError('streams_throttled', 'too_many', message, { retryAfterSeconds: RETRY_AFTER_SECONDS });

/**
 * The `live_streams` rows of this instance, under its `live_instances` row (its id is made at start). A stream
 * is admitted under transaction-scoped locks on its user and its address, counting only the streams of
 * instances seen in the last INSTANCE_EXPIRY_SECONDS, so parallel opens on any instance cannot pass a cap.
 */
@Injectable()
export class StreamRegistry {
  private readonly logger = new Logger('StreamRegistry');
  readonly instanceId = randomUUID();

  constructor(private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  /** Records the stream or refuses it with 429; answers its id. */
  async admit(userId: number, address: string, caps: StreamCaps, watch: Watch = NO_WATCH): Promise<string> {
    const id = randomUUID();
    await transaction(this.em(), async (em) => {
      await lockExclusively(em, USER_LOCK, userId);
      await lockExclusively(em, ADDRESS_LOCK, address);
      const counts = await one(
        em,
        db(em)
          .selectFrom('live_streams as s')
          .innerJoin('live_instances as i', 'i.id', 's.instance_id')
          .select((eb) => [
            eb.fn.countAll<string>().filterWhere('s.user_id', '=', userId).as('user_streams'),
            eb.fn.countAll<string>().filterWhere('s.address', '=', address).as('address_streams'),
          ])
          .where((eb) => eb.or([eb('s.user_id', '=', userId), eb('s.address', '=', address)]))
          .where('i.seen_at', '>', ago({ secs: INSTANCE_EXPIRY_SECONDS })),
      );
      if (Number(counts.user_streams) >= caps.perUser)
        throw tooManyStreams(
          withValues(msg({ message: 'At most {max} live updates at once per account: close another tab first.' }), {
            max: caps.perUser,
          }),
        );
      if (Number(counts.address_streams) >= caps.perAddress)
        throw tooManyStreams(
          withValues(msg({ message: 'Too many live updates from your address: at most {max} at once.' }), {
            max: caps.perAddress,
          }),
        );
      await all(
        em,
        db(em)
          .insertInto('live_streams')
          .values({ id, instance_id: this.instanceId, user_id: userId, address, ...watchColumns(watch) }),
      );
    });
    return id;
  }

  /** Forgets an ended stream; a failure only leaves a row that expires with this instance's. */
  release(id: string): void {
    const em = this.em();
    all(em, db(em).deleteFrom('live_streams').where('id', '=', id)).catch((error: unknown) =>
      this.logger.warn(`Cannot forget stream: ${(error as Error).message}`),
    );
  }

  /**
   * This instance is alive: its row is touched (or made again, with its open streams, if another instance took it
   * for dead during an outage), and the rows of instances not seen for a while go, their streams with them.
   */
  async heartbeat(open: { id: string; userId: number; address: string; watch: Watch }[]): Promise<void> {
    await transaction(this.em(), async (em) => {
      const touched = await all(
        em,
        db(em).updateTable('live_instances').set({ seen_at: now() }).where('id', '=', this.instanceId).returning('id'),
      );
      if (touched.length === 0) {
        await all(em, db(em).insertInto('live_instances').values({ id: this.instanceId }));
        if (open.length)
          await all(
            em,
            db(em)
              .insertInto('live_streams')
              .values(
                open.map((s) => ({
                  id: s.id,
                  instance_id: this.instanceId,
                  user_id: s.userId,
                  address: s.address,
                  ...watchColumns(s.watch),
                })),
              ),
          );
      }
      await all(
        em,
        db(em)
          .deleteFrom('live_instances')
          .where('seen_at', '<', ago({ secs: INSTANCE_EXPIRY_SECONDS })),
      );
    });
  }

  /** At a clean stop: this instance's row and every stream under it. */
  async retire(): Promise<void> {
    const em = this.em();
    await all(em, db(em).deleteFrom('live_instances').where('id', '=', this.instanceId));
  }
}

/**
 * Which of the users hold a stream on an instance alive within INSTANCE_EXPIRY_SECONDS: the same rows the caps
 * count, so every instance answers alike whichever of them holds the stream.
 */
export async function usersWithOpenStreams(em: EntityManager, userIds: number[]): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await all(
    em,
    db(em)
      .selectFrom('live_streams as s')
      .innerJoin('live_instances as i', 'i.id', 's.instance_id')
      .select('s.user_id')
      .distinct()
      .where('s.user_id', 'in', ids)
      .where('i.seen_at', '>', ago({ secs: INSTANCE_EXPIRY_SECONDS })),
  );
  return rows.map((row) => row.user_id);
}

/**
 * How many users other than `exceptUserIds` (the match's players) hold a stream watching the match on an instance
 * alive within INSTANCE_EXPIRY_SECONDS: a spectator with three tabs on the match is one watcher.
 */
export async function matchWatchers(em: EntityManager, matchId: number, exceptUserIds: number[]): Promise<number> {
  let query = db(em)
    .selectFrom('live_streams as s')
    .innerJoin('live_instances as i', 'i.id', 's.instance_id')
    .select((eb) => eb.fn.count<string>('s.user_id').distinct().as('watchers'))
    .where('s.watch_match_id', '=', matchId)
    .where('i.seen_at', '>', ago({ secs: INSTANCE_EXPIRY_SECONDS }));
  if (exceptUserIds.length) query = query.where('s.user_id', 'not in', exceptUserIds);
  const { watchers } = await one(em, query);
  return Number(watchers);
}
