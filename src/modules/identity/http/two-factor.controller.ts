import { ClientHeader } from './client-headers.js';
import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import QRCode from 'qrcode';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { CompleteMfaLogin } from '../sign-in-security/commands/complete-mfa-login.command.js';
import { ConfirmTotp } from '../sign-in-security/commands/confirm-totp.command.js';
import { DisableTwoFactor } from '../sign-in-security/commands/disable-two-factor.command.js';
import { RenewRecoveryCodes } from '../sign-in-security/commands/renew-recovery-codes.command.js';
import { StartTotpSetup } from '../sign-in-security/commands/start-totp-setup.command.js';
import { userView } from '../account/queries/user.view.js';
import { SessionDto } from './identity.responses.js';
import { ProofFieldsDto, proofOf } from './reauthentication.dto.js';
import { ConfirmTotpDto, MfaLoginDto, TwoFactorCodeDto } from './two-factor.dto.js';
import { RecoveryCodesDto, TotpSetupDto, TwoFactorDetailDto } from './two-factor.responses.js';

const WRONG_CODE = '{"code": [...]} when the code is wrong or was already used.';
const THROTTLED =
  'Too many wrong codes (or passwords) for this account from this address, or for this account from anywhere; ' +
  'Retry-After says when to try again.';
const PROOF =
  'Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session ' +
  'within 5 minutes; else 403 {"detail", "code": "reauthentication_required"}.';
const WRONG_PROOF = '{"current_password": [...]} or {"otp": [...]} when the proof given is wrong.';

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
  @ApiOkResponse({ type: TotpSetupDto, description: `A new pending secret; a set-up restarted replaces it. ${PROOF}` })
  @ApiErrors({ 400: `{"error"} when two-factor is already on. ${WRONG_PROOF}`, 403: PROOF, 429: THROTTLED })
  async setup(@CurrentUser() user: AuthUser, @Body() body: ProofFieldsDto, @Ip() address: string) {
    const { secret, otpauthUrl } = await this.commands.execute(new StartTotpSetup(proofOf(user, address, body)));
    const qr = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauth_url: otpauthUrl, qr_svg: qr };
  }

  @ApiBearerAuth()
  @Post('2fa/totp/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto, description: 'Two-factor is on; the recovery codes are shown this once.' })
  @ApiErrors({
    400: `${WRONG_CODE} {"error"} when no set-up was started or it is already on. ${WRONG_PROOF}`,
    403: PROOF,
    429: THROTTLED,
  })
  async confirm(@CurrentUser() user: AuthUser, @Body() body: ConfirmTotpDto, @Ip() address: string) {
    return { recovery_codes: await this.commands.execute(new ConfirmTotp(proofOf(user, address, body), body.code)) };
  }

  @ApiBearerAuth()
  @Post('2fa/recovery_codes')
  @HttpCode(200)
  @ApiOkResponse({ type: RecoveryCodesDto, description: 'Ten new recovery codes, shown this once; the old ones die.' })
  @ApiErrors({ 400: `{"error"} when two-factor is not on. ${WRONG_PROOF}`, 403: PROOF, 429: THROTTLED })
  async renewRecoveryCodes(@CurrentUser() user: AuthUser, @Body() body: ProofFieldsDto, @Ip() address: string) {
    return { recovery_codes: await this.commands.execute(new RenewRecoveryCodes(proofOf(user, address, body))) };
  }

  @ApiBearerAuth()
  @Post('2fa/totp/disable')
  @HttpCode(200)
  @ApiOkResponse({ type: TwoFactorDetailDto, description: 'The code is the proof: no other is asked for.' })
  @ApiErrors({ 400: `${WRONG_CODE} {"error"} when it is not on.`, 429: THROTTLED })
  async disable(@CurrentUser() user: AuthUser, @Body() body: TwoFactorCodeDto, @Ip() address: string) {
    await this.commands.execute(new DisableTwoFactor(user.id, body.code, address));
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
