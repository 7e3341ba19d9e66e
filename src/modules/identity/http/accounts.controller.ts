import { Body, Controller, Get, HttpCode, Ip, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ClientHeader } from './client-headers.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { FastifyRequest } from 'fastify';
import { ApiPage, PageRequest } from '../../../shared/http/pagination.js';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { RegisterUser } from '../account/commands/register-user.command.js';
import { LogIn } from '../sign-in-security/commands/log-in.command.js';
import { LogOut } from '../sign-in-security/commands/log-out.command.js';
import { RefreshSession } from '../sign-in-security/commands/refresh-session.command.js';
import { GetProfile } from '../account/queries/get-profile.query.js';
import { UpdateProfile } from '../account/commands/update-profile.command.js';
import { ConfirmDateOfBirth } from '../../protection/contracts/confirm-date-of-birth.command.js';
import { GetLeaderboard } from '../account/queries/get-leaderboard.query.js';
import { ZERO_CENTS } from '../../../shared/money/money.js';
import { userView } from '../account/queries/user.view.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { GetProtectionStatus } from '../../protection/contracts/protection.queries.js';
import { ProfileDto } from '../../protection/contracts/profile.dto.js';
import { RegistrationAttemptGuard } from './registration-attempt.guard.js';
import { MfaRequiredDto } from './two-factor.responses.js';
import { LoggedOutDto, SessionDto, TokenPairDto, WhoAmIDto } from './identity.responses.js';
import {
  LeaderboardEntryDto,
  LeaderboardQueryDto,
  LoginDto,
  LogoutDto,
  RefreshDto,
  RegisterDto,
  UpdateProfileDto,
} from './identity.dto.js';
import { msg } from '#i18n';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  // Every attempt counts against the address's hourly budget, before its body is even read (see the guard).
  @UseGuards(RegistrationAttemptGuard)
  @Post('accounts/register')
  @ApiCreatedResponse({ type: SessionDto, description: 'The new account, signed in.' })
  @ApiErrors({
    400: 'Field errors: username or email taken, weak password, passwords differ.',
    403: [
      '{"error"}: the email reaches the mailbox of a player whose self-exclusion or time-out is in force; the ' +
        'message points to Safer play (/safer-play).',
      'ErrorMessage',
    ],
    429: 'Too many registration attempts from this address.',
  })
  async register(
    @Body() body: RegisterDto,
    @Ip() clientAddress: string,
    @ClientHeader('user-agent') userAgent: string,
  ) {
    const { user, tokens } = await this.commands.execute(
      new RegisterUser(
        body.username,
        body.email,
        body.password,
        body.password2,
        clientAddress,
        userAgent,
        body.date_of_birth ?? null,
      ),
    );
    return { user: userView(user, ZERO_CENTS), tokens };
  }

  @Public()
  @Post('accounts/login')
  @HttpCode(200)
  @ApiExtraModels(SessionDto, MfaRequiredDto)
  @ApiOkResponse({
    description: 'Signed in; or, with two-factor on, no tokens yet: the code goes to /accounts/login/mfa/.',
    schema: { oneOf: [{ $ref: getSchemaPath(SessionDto) }, { $ref: getSchemaPath(MfaRequiredDto) }] },
  })
  @ApiErrors({
    400: 'Field errors.',
    401: ['Wrong username or password.', 'ErrorMessage'],
    403: ['Blocked account.', 'ErrorMessage'],
    429: 'Too many failed attempts; Retry-After says when to try again.',
  })
  async login(@Body() body: LoginDto, @Ip() clientAddress: string, @ClientHeader('user-agent') userAgent: string) {
    const result = await this.commands.execute(new LogIn(body.username, body.password, clientAddress, userAgent));
    if (result.mfaToken !== undefined) return { mfa_required: true, mfa_token: result.mfaToken };
    const { user, tokens } = result;
    return { user: userView(user, await this.queries.execute(new GetWalletBalance(user.id))), tokens };
  }

  /** Public on purpose: a client whose access token expired must still be able to end its session. */
  @Public()
  @Post('accounts/logout')
  @HttpCode(200)
  @ApiOkResponse({ type: LoggedOutDto, description: 'Also when the refresh token was unknown or already revoked.' })
  @ApiErrors({ 400: 'Field errors.' })
  async logout(@Body() body: LogoutDto) {
    await this.commands.execute(new LogOut(body.refresh));
    return { detail: 'Successfully logged out.' };
  }

  @Public()
  @Post('auth/token/refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairDto, description: 'A new pair; the refresh token sent is spent.' })
  @ApiErrors({ 400: 'Field errors.', 401: 'Unknown, expired or already used refresh token.' })
  refresh(@Body() body: RefreshDto) {
    return this.commands.execute(new RefreshSession(body.refresh));
  }

  @ApiBearerAuth()
  @Get('accounts/profile')
  @ApiOkResponse({ type: ProfileDto })
  async profile(@CurrentUser() user: AuthUser) {
    const [profile, protection] = await Promise.all([
      this.queries.execute(new GetProfile(user.id)),
      this.queries.execute(new GetProtectionStatus(user.id)),
    ]);
    return { ...profile, protection };
  }

  @ApiBearerAuth()
  @Put('accounts/profile')
  @ApiOkResponse({ type: ProfileDto, description: 'The profile as it now stands, with `protection`.' })
  @ApiErrors({
    400:
      '{"email_match_start": [...]} not a boolean; {"date_of_birth": [...]} not a date, under age, already ' +
      'confirmed (an admin corrects it), or any date after one refused as under age; {"locale": [...]} not one ' +
      'of en, de, es; {"error": "..."} when none is sent.',
  })
  async updateProfile(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto, @Ip() clientAddress: string) {
    if (body.email_match_start === undefined && body.date_of_birth === undefined && body.locale === undefined) {
      throw DomainError.refused(
        'nothing_to_change',
        msg({ message: 'Send at least one of email_match_start, date_of_birth and locale.' }),
      );
    }
    // The date first: it is the one that can be refused, and then nothing is written.
    if (body.date_of_birth !== undefined) {
      await this.commands.execute(new ConfirmDateOfBirth(user.id, body.date_of_birth, clientAddress));
    }
    if (body.email_match_start !== undefined || body.locale !== undefined) {
      await this.commands.execute(
        new UpdateProfile(user.id, { emailMatchStart: body.email_match_start, locale: body.locale }),
      );
    }
    return this.profile(user);
  }

  /**
   * Who the access token names, straight from its claims: no query runs here (the guard's existence check
   * is cached per user). Clients may use it to check a token; the benchmarks use it to time the pipeline.
   */
  @ApiBearerAuth()
  @Get('auth/whoami')
  @ApiOkResponse({ type: WhoAmIDto })
  whoami(@CurrentUser() user: AuthUser) {
    return { id: user.id, username: user.username, role: user.role };
  }

  @ApiBearerAuth()
  @Get('accounts/leaderboard')
  @ApiPage(LeaderboardEntryDto, {
    me: {
      allOf: [{ $ref: getSchemaPath(LeaderboardEntryDto) }],
      nullable: true,
      description: "The caller's own row and rank; null when not ranked.",
    },
    totals: {
      type: 'object',
      required: ['games', 'prize_money'],
      description: 'The whole board, whatever the page: finished matches (one win each) and prize money won.',
      properties: { games: { type: 'integer' }, prize_money: { type: 'string', example: '120.00' } },
    },
  })
  async leaderboard(
    @CurrentUser() user: AuthUser,
    @Query() query: LeaderboardQueryDto,
    @Req() request: FastifyRequest,
  ) {
    const at = PageRequest.of(request, query);
    const { me, totals, ...page } = await this.queries.execute(
      new GetLeaderboard(query.sort_by ?? 'wins', query.order ?? 'desc', at, user.id),
    );
    return { ...at.answer(page), me, totals };
  }
}
