import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ChangePassword } from '../account/commands/change-password.command.js';
import { ConfirmEmailChange } from '../account/commands/confirm-email-change.command.js';
import { KeepFactor } from '../sign-in-security/commands/keep-factor.command.js';
import { RequestEmailChange } from '../account/commands/request-email-change.command.js';
import { RequestPasswordReset } from '../sign-in-security/commands/request-password-reset.command.js';
import { ResendVerification } from '../account/commands/resend-verification.command.js';
import { ResetPassword } from '../sign-in-security/commands/reset-password.command.js';
import { VerifyEmail } from '../account/commands/verify-email.command.js';
import {
  AccountTokenDto,
  ChangeEmailDto,
  ChangePasswordDto,
  ForgotPasswordDto,
  ResetPasswordDto,
} from './account-recovery.dto.js';
import { AccountDetailDto as DetailDto } from './account-recovery.responses.js';

const INVALID_LINK = 'Field errors; {"token": [...]} for a link unknown, used or expired.';
/** A second opening of a verification link, after the address was verified (issue 34 §2). */
const ALREADY_VERIFIED = 'This address is already verified.';

/**
 * A player's email and password (issue 21 §2). Every one-time token arrives in a POST body, never in an
 * address: the request log never holds one.
 */
@ApiTags('accounts')
@Controller('accounts')
export class AccountRecoveryController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('email/verify')
  @HttpCode(200)
  @ApiOkResponse({
    type: DetailDto,
    description: 'Verified now, or "This address is already verified." for a link opened again after it was.',
  })
  @ApiErrors({ 400: INVALID_LINK })
  async verifyEmail(@Body() body: AccountTokenDto) {
    const outcome = await this.commands.execute(new VerifyEmail(body.token));
    return { detail: outcome === 'already' ? ALREADY_VERIFIED : 'Your email address is verified.' };
  }

  @ApiBearerAuth()
  @Post('email/resend')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: DetailDto })
  @ApiErrors({
    400: ['The address is already verified.', 'ErrorMessage'],
    429: 'Three verification mails an hour at most; Retry-After says when to ask again.',
  })
  async resendVerification(@CurrentUser() user: AuthUser) {
    await this.commands.execute(new ResendVerification(user.id));
    return { detail: 'We sent a new verification link to your email address.' };
  }

  @Public()
  @Post('password/forgot')
  @HttpCode(202)
  @ApiAcceptedResponse({
    type: DetailDto,
    description: 'The same answer, in the same time, whether an account uses the address or not.',
  })
  @ApiErrors({ 400: 'Field errors.', 429: 'Too many requests for this address or from this client.' })
  async forgotPassword(@Body() body: ForgotPasswordDto, @Ip() clientAddress: string) {
    await this.commands.execute(new RequestPasswordReset(body.email, clientAddress));
    return { detail: 'If an account uses that email address, we sent it a link to reset the password.' };
  }

  @Public()
  @Post('password/reset')
  @HttpCode(200)
  @ApiOkResponse({ type: DetailDto, description: 'The password is set and every session of the account ended.' })
  @ApiErrors({ 400: `${INVALID_LINK} Password errors as at registration.` })
  async resetPassword(@Body() body: ResetPasswordDto) {
    await this.commands.execute(new ResetPassword(body.token, body.password, body.password2));
    return { detail: 'Your password has been reset. Please sign in with your new password.' };
  }

  @ApiBearerAuth()
  @Post('password/change')
  @HttpCode(200)
  @ApiOkResponse({ type: DetailDto })
  @ApiErrors({
    400: 'Field errors: {"current_password": [...]} when it is wrong; password errors as at registration.',
    429: 'Too many wrong passwords, counted with the sign-in attempts.',
  })
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto, @Ip() clientAddress: string) {
    await this.commands.execute(
      new ChangePassword(
        user.id,
        user.sessionId,
        body.current_password,
        body.password,
        body.password2,
        body.end_other_sessions ?? true,
        clientAddress,
      ),
    );
    return { detail: 'Your password has been changed.' };
  }

  @ApiBearerAuth()
  @Post('email/change')
  @HttpCode(202)
  @ApiAcceptedResponse({
    type: DetailDto,
    description: 'A link is mailed to the new address, a notice to the current one.',
  })
  @ApiErrors({
    400: 'Field errors: {"current_password": [...]} when it is wrong, {"email": [...]} taken, the same or invalid.',
    429: 'Too many wrong passwords, counted with the sign-in attempts.',
  })
  async changeEmail(@CurrentUser() user: AuthUser, @Body() body: ChangeEmailDto, @Ip() clientAddress: string) {
    await this.commands.execute(new RequestEmailChange(user.id, body.current_password, body.email, clientAddress));
    return { detail: 'We sent a confirmation link to your new address. Your address changes when you open it.' };
  }

  @Public()
  @Post('factors/keep')
  @HttpCode(200)
  @ApiOkResponse({
    type: DetailDto,
    description: 'The passkey or authenticator app a password reset suspended works again (issue 30 §1).',
  })
  @ApiErrors({ 400: `${INVALID_LINK} Also when its factor was removed, replaced or kept already.` })
  async keepFactor(@Body() body: AccountTokenDto) {
    return { detail: await this.commands.execute(new KeepFactor(body.token)) };
  }

  @Public()
  @Post('email/change/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: DetailDto })
  @ApiErrors({ 400: `${INVALID_LINK} {"email": [...]} when another account took the address meanwhile.` })
  async confirmEmailChange(@Body() body: AccountTokenDto) {
    await this.commands.execute(new ConfirmEmailChange(body.token));
    return { detail: 'Your email address has been changed.' };
  }
}
