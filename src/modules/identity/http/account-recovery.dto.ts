import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsOptional, IsString } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { IsMailSafeEmail } from './mail-safe-email.js';
import { NewPasswordField } from './new-password.field.js';
import { msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };
const STRING = { message: remembered(msg({ message: 'Not a valid string.' })) };

/** The one-time token of a mailed link, as the page read it from the link's fragment. */
export class AccountTokenDto {
  @ApiProperty({ maxLength: 200, description: 'The token from the link mailed to the player.' })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 200)
  token!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(0, 254)
  @IsMailSafeEmail()
  email!: string;
}

export class ResetPasswordDto extends AccountTokenDto {
  @NewPasswordField()
  password!: string;

  @NewPasswordField()
  password2!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ maxLength: 128 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 128)
  current_password!: string;

  @NewPasswordField()
  password!: string;

  @NewPasswordField()
  password2!: string;

  @ApiPropertyOptional({ default: true, description: 'Sign out every other device (this one stays signed in).' })
  @IsOptional()
  @IsBoolean({ message: remembered(msg({ message: 'Must be a valid boolean.' })) })
  end_other_sessions?: boolean;
}

export class ChangeEmailDto {
  @ApiProperty({ maxLength: 128 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 128)
  current_password!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(0, 254)
  @IsMailSafeEmail()
  email!: string;
}
