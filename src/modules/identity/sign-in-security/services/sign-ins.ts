import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { db, one } from '../../../../shared/database/query.js';
import { ago } from '../../../../shared/database/expressions.js';
import { recordEvents } from '../../../../shared/outbox/outbox.js';
import { raise } from '../../../../shared/outbox/domain-event.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { UserLoggedIn } from '../../contracts/identity.events.js';
import { newSignInMail } from '../../domain/notice-mails.js';
import { Session, type SignInClient, type SignInFactor } from '../../domain/session.entity.js';
import type { User } from '../../domain/user.entity.js';
import { recordClientAddress } from '../../persistence/client-addresses.js';
import { SessionTokens, type TokenPair } from './session-tokens.js';

/** How long a session's record is kept after its last use: the memory of "devices seen before". */
const SESSION_RETENTION_DAYS = 90;

/**
 * Starts a session, in the caller's transaction: the first token pair of a new refresh family, the session's
 * record (where, from what) and, for a sign-in from an address AND a device the account never used, a mail
 * to its owner. Every way in (password, passkey, registration, a second factor) ends here.
 */
@Injectable()
export class SignIns {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly commands: CommandBus,
  ) {}

  /**
   * The end of every sign-in (a password alone, a password then a second factor, a passkey): the address noted
   * for the reviewer's signals, the event, and a new session that remembers how it signed in (`factor`).
   * Registration starts its session without these.
   */
  async signIn(em: EntityManager, user: User, client: SignInClient, factor: SignInFactor): Promise<TokenPair> {
    await recordClientAddress(em, user.id, client.address);
    await recordEvents(em, raise(UserLoggedIn, user.id, { userId: user.id, username: user.username }, user.id));
    return this.start(em, user, client, factor);
  }

  async start(em: EntityManager, user: User, client: SignInClient, factor: SignInFactor): Promise<TokenPair> {
    const session = new Session(user.id, randomUUID(), client, factor);
    const seen = await one(
      em,
      db(em)
        .with('forgotten', (q) =>
          q
            .deleteFrom('sessions')
            .where('user_id', '=', user.id)
            .where('last_used_at', '<', ago({ days: SESSION_RETENTION_DAYS })),
        )
        .selectFrom('sessions')
        .select((eb) => [
          eb.fn.countAll<string>().as('sessions'),
          eb.fn<boolean | null>('bool_or', [eb('address', '=', session.address)]).as('address_seen'),
          eb.fn<boolean | null>('bool_or', [eb('device', '=', session.device)]).as('device_seen'),
        ])
        .where('user_id', '=', user.id)
        .where('last_used_at', '>=', ago({ days: SESSION_RETENTION_DAYS })),
    );
    // An account with no sign-in on record (new, or from before sessions were recorded) learns its first device
    // quietly: there is nothing to compare with.
    if (Number(seen.sessions) > 0 && !seen.address_seen && !seen.device_seen) {
      const mail = newSignInMail(user.id, user.email, user.username, {
        device: session.device,
        address: session.address,
        at: session.createdAt,
      });
      await this.commands.execute(new SendMail(mail));
    }
    em.persist(session);
    return this.tokens.issue(em, user, session.familyId);
  }
}
