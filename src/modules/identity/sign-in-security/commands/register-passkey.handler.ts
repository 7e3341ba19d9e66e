import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { transaction } from '../../../../shared/transaction.js';
import { SendMail } from '../../../notifications/contracts/send-mail.command.js';
import { deviceName } from '../../domain/device-name.js';
import { passkeyAddedMail } from '../../domain/notice-mails.js';
import { Passkey, MAX_PASSKEYS } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { User } from '../../domain/user.entity.js';
import { RegisterPasskey } from './register-passkey.command.js';
import { type PasskeyView, passkeyView } from '../queries/passkey.view.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ALGORITHMS, RelyingParty, webAuthn } from '../services/relying-party.js';
import { msg } from '#i18n';

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
    await this.reauthentication.require(proof, msg({ message: 'add a passkey' }));
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
      if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
      if (await em.count(Passkey, { credentialId: made.id })) throw passkeyErrors.duplicate();
      if ((await em.count(Passkey, { userId })) >= MAX_PASSKEYS) throw passkeyErrors.tooMany(MAX_PASSKEYS);
      const passkey = new Passkey(userId, made.id, Buffer.from(made.publicKey), made.counter, made.transports ?? []);
      passkey.name = (name?.trim() || deviceName(userAgent)).slice(0, 64);
      await em.persist(passkey).flush();
      await this.commands.execute(new SendMail(passkeyAddedMail(user.id, user.email, user.username, passkey.name)));
      return passkeyView(passkey);
    });
  }
}
