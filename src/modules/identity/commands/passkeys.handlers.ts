import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { transaction } from '../../../shared/transaction.js';
import { SendMail } from '../../notifications/contracts/send-mail.command.js';
import { deviceName } from '../domain/device-name.js';
import { passkeyAddedMail, passkeyRemovedMail } from '../domain/notice-mails.js';
import { Passkey } from '../domain/passkey.entity.js';
import { passkeyErrors } from '../domain/passkey-errors.js';
import { User } from '../domain/user.entity.js';
import { clientDataOf, originAllowed, type ClientData } from '../domain/webauthn-client-data.js';
import { spendAccountAction } from '../persistence/account-action-throttle.js';
import { requireFreshSignIn } from '../persistence/fresh-sign-in.js';
import { SignIns } from '../persistence/sign-ins.js';
import {
  keepChallenge,
  PROMPT_TIMEOUT_MS,
  spendChallenge,
  type ChallengePurpose,
} from '../persistence/webauthn-challenges.js';
import {
  ListPasskeys,
  RegisterPasskey,
  RemovePasskey,
  SignInWithPasskey,
  StartPasskeyRegistration,
  StartPasskeySignIn,
  type PasskeyView,
} from './passkeys.commands.js';

/**
 * SimpleWebAuthn is loaded on the first passkey call, not with the server's modules: with Stripe's (loaded likewise)
 * it was a fifth of their import time, paid by every start and test file before any player used a passkey.
 */
const webAuthn = () => import('@simplewebauthn/server');

const RP_NAME = 'Spockout';
/**
 * EdDSA, ES256, RS256: what authenticators make. Named here so SimpleWebAuthn does not probe Node for ML-DSA,
 * which prints an "experimental" warning into the server's output.
 */
const ALGORITHMS = [-8, -7, -257];
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
});

/** The WebAuthn user handle: the account's id, no name or address in it (the authenticator stores it). */
const userHandle = (userId: number) => Buffer.from(String(userId)).toString('base64url');

/** Where passkeys may be used, and the checks every answer passes before its signature is even looked at. */
abstract class RelyingParty {
  constructor(protected readonly config: AppConfig) {}

  protected rpId(origin: string | null): string {
    const { rpId } = this.config.webauthn;
    // Without an Origin header (not a browser) the answer's own origin is checked later.
    if (!rpId || (origin !== null && !originAllowed(origin, this.config.webauthn))) throw passkeyErrors.origin(rpId);
    return rpId;
  }

  /**
   * The answer's client data, its origin allowed and its challenge spent. The challenge is spent in a
   * transaction of its own, committed before the signature is checked: a failed attempt cannot be retried.
   */
  protected async checkAnswer(
    em: EntityManager,
    credential: unknown,
    purpose: ChallengePurpose,
    userId: number | null,
  ): Promise<ClientData & { rpId: string }> {
    const data = clientDataOf(credential);
    if (!data) throw passkeyErrors.challenge();
    const rpId = this.rpId(data.origin);
    if (!(await spendChallenge(em.fork(), data.challenge, purpose, userId))) throw passkeyErrors.challenge();
    return { ...data, rpId };
  }
}

@CommandHandler(StartPasskeyRegistration)
export class StartPasskeyRegistrationHandler extends RelyingParty implements ICommandHandler<StartPasskeyRegistration> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  async execute({ userId, origin }: StartPasskeyRegistration) {
    const rpID = this.rpId(origin);
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
export class RegisterPasskeyHandler extends RelyingParty implements ICommandHandler<RegisterPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  async execute({ userId, credential, name, userAgent }: RegisterPasskey): Promise<PasskeyView> {
    const answer = await this.checkAnswer(this.em, credential, 'register', userId);
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
export class StartPasskeySignInHandler extends RelyingParty implements ICommandHandler<StartPasskeySignIn> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  async execute({ origin, address }: StartPasskeySignIn) {
    const rpID = this.rpId(origin);
    return transaction(this.em, async (em) => {
      // Anyone may ask, and each answer keeps a row for five minutes: without a budget one client could fill
      // the table. A person asks once per sign-in; a shared address (an office, a carrier's NAT) has room.
      await spendAccountAction(
        em,
        { key: `passkey-options:${address}`, max: PASSKEY_OPTIONS_PER_ADDRESS, windowSeconds: PASSKEY_OPTIONS_WINDOW },
        'Too many passkey sign-in attempts. Please try again later.',
      );
      const { generateAuthenticationOptions } = await webAuthn();
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
      });
      await keepChallenge(em, options.challenge, 'sign_in', null);
      return options;
    });
  }
}

@CommandHandler(SignInWithPasskey)
export class SignInWithPasskeyHandler extends RelyingParty implements ICommandHandler<SignInWithPasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly signIns: SignIns,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config);
  }

  async execute({ credential, client }: SignInWithPasskey) {
    const answer = await this.checkAnswer(this.em, credential, 'sign_in', null);
    const response = credential as AuthenticationResponseJSON;
    if (typeof response.id !== 'string' || response.id.length > 1400) throw passkeyErrors.failed();
    const passkey = await this.em.fork().findOne(Passkey, { credentialId: response.id });
    if (!passkey) throw passkeyErrors.unknown();
    // The authenticator names the account it made the passkey for; it must be the passkey's owner.
    const handle = response.response.userHandle; // clientDataOf found `response` there
    if (handle !== undefined && handle !== userHandle(passkey.userId)) throw passkeyErrors.failed();
    let verified;
    const { verifyAuthenticationResponse } = await webAuthn();
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: answer.challenge,
        expectedOrigin: answer.origin,
        expectedRPID: answer.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transportList(),
        },
        requireUserVerification: true,
      });
    } catch {
      throw passkeyErrors.failed();
    }
    if (!verified.verified) throw passkeyErrors.failed();
    const { newCounter } = verified.authenticationInfo;
    return transaction(this.em, async (em) => {
      const locked = await em.findOne(Passkey, passkey.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Removed meanwhile, or a counter that went back (a cloned authenticator, a replayed answer).
      if (!locked || !locked.recordUse(newCounter)) throw passkeyErrors.failed();
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
      return { user, tokens: await this.signIns.signIn(em, user, client) };
    });
  }
}

@CommandHandler(RemovePasskey)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskey> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, familyId, passkeyId }: RemovePasskey): Promise<void> {
    await requireFreshSignIn(this.em, userId, familyId, 'remove a passkey');
    await transaction(this.em, async (em) => {
      const passkey = await em.findOne(Passkey, { id: passkeyId, userId });
      if (!passkey) throw passkeyErrors.notFound();
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
