import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { Passkey, MAX_PASSKEYS } from '../../domain/passkey.entity.js';
import { passkeyErrors } from '../../domain/passkey-errors.js';
import { User } from '../../domain/user.entity.js';
import { keepChallenge, PROMPT_TIMEOUT_MS } from '../../persistence/webauthn-challenges.js';
import { StartPasskeyRegistration } from './start-passkey-registration.command.js';
import { Reauthentication } from '../services/reauthentication.js';
import { ALGORITHMS, RelyingParty, RP_NAME, webAuthn } from '../services/relying-party.js';
import { msg } from '#i18n';

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
    await this.reauthentication.require(proof, msg({ message: 'add a passkey' }));
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) throw DomainError.notFound(msg({ message: 'User not found.' }));
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
