import { CommandBus, CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { deviceName } from '../../domain/device-name.js';
import { mayEvict } from '../../domain/factor-proof.js';
import { passkeyAddedMail, passkeyRemovedMail } from '../../domain/notice-mails.js';
import { Passkey } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { User } from '../../domain/user.entity.js';
import { spendAccountAction } from '../../account/services/account-action-throttle.js';
import { SignIns } from '../services/sign-ins.js';
import { keepChallenge, PROMPT_TIMEOUT_MS } from '../../persistence/webauthn-challenges.js';
import {
  ListPasskeys,
  RegisterPasskey,
  RemovePasskey,
  SignInWithPasskey,
  StartPasskeyRegistration,
  StartPasskeySignIn,
  type PasskeyView,
} from './passkeys.commands.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ReauthErrors } from './reauthentication-errors.js';
import { ALGORITHMS, RelyingParty, RP_NAME, webAuthn } from '../services/relying-party.js';

/** Passkey sign-in prompts one client address may open per window (seconds). */
export const PASSKEY_OPTIONS_PER_ADDRESS = 60;
const PASSKEY_OPTIONS_WINDOW = 300;
/** Passkeys one account may hold: more than anyone's devices, few enough to list on one page. */
export const MAX_PASSKEYS = 20;

const view = (passkey: Passkey): PasskeyView => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.createdAt.toISOString(),
  last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
  suspended_at: passkey.suspendedAt?.toISOString() ?? null,
});

@CommandHandler(StartPasskeyRegistration)
export class StartPasskeyRegistrationHandler implements ICommandHandler<StartPasskeyRegistration> {
  constructor(
    private readonly em: EntityManager,
    private readonly relyingParty: RelyingParty,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, origin }: StartPasskeyRegistration) {
    const { userId } = proof;
    const rpID = this.relyingParty.rpId(origin);
    await this.reauthentication.require(proof, 'add a passkey');
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) throw DomainError.notFound('User not found.');
    const existing = await em.find(Passkey, { userId }, { fields: ['credentialId', 'transports'] });
    if (existing.length >= MAX_PASSKEYS) throw passkeyErrors.tooMany(MAX_PASSKEYS);
    const { generateRegistrationOptions } = await webAuthn();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: user.username,
      userDisplayName: user.username,
      userID: Buffer.from(String(user.id)),
      timeout: PROMPT_TIMEOUT_MS,
      attestationType: 'none',
      supportedAlgorithmIDs: ALGORITHMS,
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transportList(),
      })),
      // A discoverable credential with user verification: it alone names and proves the player (two factors).
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await keepChallenge(em, options.challenge, 'register', userId);
    return options;
  }
}

@CommandHandler(RegisterPasskey)
export class RegisterPasskeyHandler implements ICommandHandler<RegisterPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly relyingParty: RelyingParty,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, credential, name, userAgent }: RegisterPasskey): Promise<PasskeyView> {
    const { userId } = proof;
    await this.reauthentication.require(proof, 'add a passkey');
    const answer = await this.relyingParty.checkAnswer(this.em, credential, 'register', userId);
    let verified;
    const { verifyRegistrationResponse } = await webAuthn();
    try {
      verified = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: answer.challenge,
        expectedOrigin: answer.origin,
        expectedRPID: answer.rpId,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      });
    } catch {
      throw passkeyErrors.failed();
    }
    if (!verified.verified) throw passkeyErrors.failed();
    const { credential: made } = verified.registrationInfo;
    return transaction(this.em, async (em) => {
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw DomainError.notFound('User not found.');
      if (await em.count(Passkey, { credentialId: made.id })) throw passkeyErrors.duplicate();
      if ((await em.count(Passkey, { userId })) >= MAX_PASSKEYS) throw passkeyErrors.tooMany(MAX_PASSKEYS);
      const passkey = new Passkey(userId, made.id, Buffer.from(made.publicKey), made.counter, made.transports ?? []);
      passkey.name = (name?.trim() || deviceName(userAgent)).slice(0, 64);
      await em.persist(passkey).flush();
      await this.commands.execute(new SendMail(passkeyAddedMail(user.id, user.email, user.username, passkey.name)));
      return view(passkey);
    });
  }
}

@CommandHandler(StartPasskeySignIn)
export class StartPasskeySignInHandler implements ICommandHandler<StartPasskeySignIn> {
  constructor(
    private readonly em: EntityManager,
    private readonly relyingParty: RelyingParty,
  ) {}

  async execute({ origin, address }: StartPasskeySignIn) {
    this.relyingParty.rpId(origin);
    return transaction(this.em, async (em) => {
      // Anyone may ask, and each answer keeps a row for five minutes: without a budget one client could fill
      // the table. A person asks once per sign-in; a shared address (an office, a carrier's NAT) has room.
      await spendAccountAction(
        em,
        { key: `passkey-options:${address}`, max: PASSKEY_OPTIONS_PER_ADDRESS, windowSeconds: PASSKEY_OPTIONS_WINDOW },
        'Too many passkey sign-in attempts. Please try again later.',
      );
      return this.relyingParty.requestOptions(em, origin, 'sign_in', null);
    });
  }
}

@CommandHandler(SignInWithPasskey)
export class SignInWithPasskeyHandler implements ICommandHandler<SignInWithPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
    private readonly relyingParty: RelyingParty,
  ) {}

  async execute({ credential, client }: SignInWithPasskey) {
    const { passkey, newCounter } = await this.relyingParty.verifyAssertion(this.em, credential, 'sign_in', null);
    return transaction(this.em, async (em) => {
      const locked = await em.findOne(Passkey, passkey.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Removed or suspended meanwhile, or a counter that went back (a cloned authenticator, a replayed answer).
      if (!locked || locked.isSuspended || !locked.recordUse(newCounter)) throw passkeyErrors.failed();
      const user = await em.findOne(User, locked.userId);
      if (!user) throw passkeyErrors.unknown();
      if (user.isBlocked) {
        throw new DomainError(
          'account_blocked',
          'forbidden',
          'This account has been blocked. Please contact support.',
          {
            asError: true,
          },
        );
      }
      // Both factors, but no code: an admin signed in so uses no admin route until one is entered (issue 30 §1).
      const factor = { method: 'passkey', factorSince: locked.createdAt, withCode: false } as const;
      return { user, tokens: await this.signIns.signIn(em, user, client, factor) };
    });
  }
}

@CommandHandler(RemovePasskey)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly reauthentication: Reauthentication,
  ) {}

  async execute({ proof, passkeyId }: RemovePasskey): Promise<void> {
    const { userId } = proof;
    // An id that is not one of the caller's passkeys is 404 whatever the proof: the caller lists their own.
    if (!(await this.em.fork().count(Passkey, { id: passkeyId, userId }))) throw passkeyErrors.notFound();
    const given = await this.reauthentication.require(proof, 'remove a passkey');
    await transaction(this.em, async (em) => {
      const passkey = await em.findOne(Passkey, { id: passkeyId, userId });
      if (!passkey) throw passkeyErrors.notFound();
      if (!mayEvict(given, passkey.createdAt)) throw ReauthErrors.tooNew('remove a passkey older than itself');
      const user = await em.findOneOrFail(User, userId);
      await em.remove(passkey).flush();
      await this.commands.execute(new SendMail(passkeyRemovedMail(user.id, user.email, user.username, passkey.name)));
    });
  }
}

@QueryHandler(ListPasskeys)
export class ListPasskeysHandler implements IQueryHandler<ListPasskeys> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, window }: ListPasskeys) {
    const [rows, count] = await this.em
      .fork()
      .findAndCount(
        Passkey,
        { userId },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit: window.limit, offset: window.offset },
      );
    return { count, results: rows.map(view) };
  }
}
