import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ClientHeader } from './client-headers.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { ApiPage, PageQueryDto, PageRequest } from '../../../shared/http/pagination.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { ListPasskeys } from '../sign-in-security/queries/list-passkeys.query.js';
import { RegisterPasskey } from '../sign-in-security/commands/register-passkey.command.js';
import { RemovePasskey } from '../sign-in-security/commands/remove-passkey.command.js';
import { SignInWithPasskey } from '../sign-in-security/commands/sign-in-with-passkey.command.js';
import { StartPasskeyRegistration } from '../sign-in-security/commands/start-passkey-registration.command.js';
import { StartPasskeySignIn } from '../sign-in-security/commands/start-passkey-sign-in.command.js';
import { userView } from '../account/queries/user.view.js';
import { AccountDetailDto as DetailDto } from './account-recovery.responses.js';
import { SessionDto } from './identity.responses.js';
import { PasskeyRegistrationDto, PasskeySignInDto } from './passkeys.dto.js';
import { ProofFieldsDto, proofOf } from './reauthentication.dto.js';
import { PasskeyDto, PasskeyOptionsDto } from './passkeys.responses.js';

const PASSKEY_ID = new EntityIdPipe('Passkey');

const PROOF =
  'Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session ' +
  'within 5 minutes; else {"detail", "code": "reauthentication_required"}.';
const WRONG_PROOF = '{"current_password": [...]} or {"otp": [...]} when the proof given is wrong.';
const THROTTLED = 'Too many wrong passwords or codes; Retry-After says when to try again.';

const REFUSED =
  '{"error": ...}: no challenge, or one unknown, expired or used; an origin other than the site; a passkey ' +
  'that does not verify.';

/**
 * Passkeys (issue 21 §3): registered by a signed-in player, then a sign-in with no username or password that
 * counts as both factors. The challenges live in PostgreSQL, single-use, for five minutes.
 */
@ApiTags('accounts')
@Controller('accounts')
export class PasskeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiBearerAuth()
  @Get('passkeys')
  @ApiPage(PasskeyDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new ListPasskeys(user.id, at)));
  }

  @ApiBearerAuth()
  @Post('passkeys/register/options')
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeyOptionsDto, description: 'PublicKeyCredentialCreationOptionsJSON.' })
  @ApiErrors({ 400: `${REFUSED} ${WRONG_PROOF}`, 403: PROOF, 429: THROTTLED })
  registrationOptions(
    @CurrentUser() user: AuthUser,
    @Body() body: ProofFieldsDto,
    @ClientHeader('origin') origin: string,
    @Ip() address: string,
  ) {
    return this.commands.execute(new StartPasskeyRegistration(proofOf(user, address, body), origin || null));
  }

  @ApiBearerAuth()
  @Post('passkeys/register')
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiErrors({ 400: `${REFUSED} ${WRONG_PROOF}`, 403: PROOF, 429: THROTTLED })
  register(
    @CurrentUser() user: AuthUser,
    @Body() body: PasskeyRegistrationDto,
    @ClientHeader('user-agent') userAgent: string,
    @Ip() address: string,
  ) {
    const proof = proofOf(user, address, body);
    return this.commands.execute(new RegisterPasskey(proof, body.credential, body.name ?? null, userAgent));
  }

  @ApiBearerAuth()
  @Delete('passkeys/:id')
  @ApiOkResponse({ type: DetailDto })
  @ApiErrors({
    403:
      'No re-authentication of this session in the last 5 minutes (code reauthentication_required), or one by a ' +
      'sign-in method added less than 24 hours ago, which cannot remove an older passkey (code factor_too_new).',
    404: 'No passkey of yours has this id.',
  })
  async remove(@CurrentUser() user: AuthUser, @Param('id', PASSKEY_ID) id: number, @Ip() address: string) {
    await this.commands.execute(new RemovePasskey(proofOf(user, address), id));
    return { detail: 'The passkey has been removed.' };
  }

  @Public()
  @Post('login/passkey/options')
  @HttpCode(200)
  @ApiOkResponse({ type: PasskeyOptionsDto, description: 'PublicKeyCredentialRequestOptionsJSON, no user named.' })
  @ApiErrors({ 400: REFUSED, 429: 'More than 60 prompts from this address in 5 minutes; Retry-After says when.' })
  signInOptions(@ClientHeader('origin') origin: string, @Ip() address: string) {
    return this.commands.execute(new StartPasskeySignIn(origin || null, address));
  }

  @Public()
  @Post('login/passkey')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionDto, description: 'As a login answers: the passkey is both factors.' })
  @ApiErrors({ 400: REFUSED, 403: ['Blocked account.', 'ErrorMessage'] })
  async signIn(@Body() body: PasskeySignInDto, @Ip() address: string, @ClientHeader('user-agent') userAgent: string) {
    const { user, tokens } = await this.commands.execute(
      new SignInWithPasskey(body.credential, { address, userAgent: userAgent }),
    );
    return { user: userView(user, await this.queries.execute(new GetWalletBalance(user.id))), tokens };
  }
}
