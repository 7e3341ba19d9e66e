import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { Reauthenticate } from '../sign-in-security/commands/reauthenticate.command.js';
import { StartPasskeyReauthentication } from '../sign-in-security/commands/start-passkey-reauthentication.command.js';
import { ClientHeader } from './client-headers.js';
import { PasskeyOptionsDto } from './passkeys.responses.js';
import { proofOf, ReauthenticateDto } from './reauthentication.dto.js';
import { ReauthenticatedDto } from './two-factor.responses.js';

/**
 * Re-authentication (issue 30 §1): proof that the person at the keyboard holds one of the account's factors,
 * recorded on the caller's session for 5 minutes. Adding, changing or removing a factor asks for it (or for the
 * same proof in its own request); ending sessions takes it as well as a fresh sign-in.
 */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller('accounts/reauthenticate')
export class ReauthenticationController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    type: ReauthenticatedDto,
    description:
      'One of current_password, otp (an authenticator or recovery code) or passkey. A code also counts as the ' +
      "session's second factor: an admin signed in with a passkey enters one to use the admin routes.",
  })
  @ApiErrors({
    400:
      'Field errors: {"current_password": [...]} wrong or missing, {"otp": [...]} wrong; {"error"} for a passkey ' +
      'answer that does not verify, is suspended or answers no challenge of this account.',
    403: 'A token from before sessions were recorded: sign in again.',
    429: 'Too many wrong passwords or codes; Retry-After says when to try again.',
  })
  async reauthenticate(@CurrentUser() user: AuthUser, @Body() body: ReauthenticateDto, @Ip() address: string) {
    const { method, until } = await this.commands.execute(
      new Reauthenticate({ ...proofOf(user, address, body), passkey: body.passkey }),
    );
    return {
      detail: 'Thanks, that is you. You can change your sign-in methods for the next 5 minutes.',
      method,
      expires_at: until.toISOString(),
    };
  }

  @Post('options')
  @HttpCode(200)
  @ApiOkResponse({
    type: PasskeyOptionsDto,
    description: "PublicKeyCredentialRequestOptionsJSON naming the account's usable passkeys.",
  })
  @ApiErrors({
    400: 'Passkeys work only from the site ({"error"}).',
    429: 'More than 60 prompts for this account in 5 minutes; Retry-After says when.',
  })
  options(@CurrentUser() user: AuthUser, @ClientHeader('origin') origin: string) {
    return this.commands.execute(new StartPasskeyReauthentication(user.id, origin || null));
  }
}
