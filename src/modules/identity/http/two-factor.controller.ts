import { ClientHeader } from './client-headers.js';
import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import QRCode from 'qrcode';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { CompleteMfaLogin, ConfirmTotp, DisableTwoFactor, StartTotpSetup } from '../commands/two-factor.commands.js';
import { userView } from '../queries/user.view.js';
import { SessionDto } from './identity.responses.js';
import { MfaLoginDto, TwoFactorCodeDto } from './two-factor.dto.js';
import { RecoveryCodesDto, TotpSetupDto, TwoFactorDetailDto } from './two-factor.responses.js';

const WRONG_CODE = '{"code": [...]} when the code is wrong or was already used.';
const THROTTLED = 'Too many wrong codes for this account; Retry-After says when to try again.';

/** Two-factor sign-in (issue 21 §3): setting up an authenticator, turning it off, and the sign-in's second step. */
@ApiTags('accounts')
@Controller('accounts')
export class TwoFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiBearerAuth()
  @Post('2fa/totp/setup')
  @HttpCode(200)
  @ApiOkResponse({ type: TotpSetupDto, description: 'A new pending secret; a set-up restarted replaces it.' })
  @ApiErrors({ 400: ['Two-factor authentication is already on.', 'ErrorMessage'] })
  async setup(@CurrentUser() user: AuthUser) {
    const { secret, otpauthUrl } = await this.commands.execute(new StartTotpSetup(user.id));
    const qr = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauth_url: otpauthUrl, qr_svg: qr };
  }

  @ApiBearerAuth()
  @Post('2fa/totp/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto, description: 'Two-factor is on; the recovery codes are shown this once.' })
  @ApiErrors({ 400: `${WRONG_CODE} {"error"} when no set-up was started or it is already on.`, 429: THROTTLED })
  async confirm(@CurrentUser() user: AuthUser, @Body() body: TwoFactorCodeDto) {
    return { recovery_codes: await this.commands.execute(new ConfirmTotp(user.id, body.code)) };
  }

  @ApiBearerAuth()
  @Post('2fa/totp/disable')
  @HttpCode(200)
  @ApiOkResponse({ type: TwoFactorDetailDto })
  @ApiErrors({ 400: `${WRONG_CODE} {"error"} when it is not on.`, 429: THROTTLED })
  async disable(@CurrentUser() user: AuthUser, @Body() body: TwoFactorCodeDto) {
    await this.commands.execute(new DisableTwoFactor(user.id, body.code));
    return { detail: 'Two-factor authentication is off.' };
  }

  @Public()
  @Post('login/mfa')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto, description: 'Signed in, as the login answers without two-factor.' })
  @ApiErrors({
    400: `${WRONG_CODE} {"mfa_token": [...]} when it is unknown, used or expired.`,
    403: ['Blocked account.', 'ErrorMessage'],
    429: THROTTLED,
  })
  async loginMfa(
    @Body() body: MfaLoginDto,
    @Ip() clientAddress: string,
    @ClientHeader('user-agent') userAgent: string,
  ) {
    const { user, tokens } = await this.commands.execute(
      new CompleteMfaLogin(body.mfa_token, body.code, { address: clientAddress, userAgent }),
    );
    return { user: userView(user, await this.queries.execute(new GetWalletBalance(user.id))), tokens };
  }
}
