import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { msg, remembered } from '#i18n';

/**
 * A new password or its repetition, as registration, the reset link and the change of password take it: required,
 * a string, at most 128 characters. The rules of the policy (length, breached, like the username) are the
 * command's, so every way to set a password answers them the same.
 */
export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({ minLength: 8, maxLength: 128 }),
    IsDefined({ message: remembered(msg({ message: 'This field is required.' })) }),
    IsString({ message: remembered(msg({ message: 'Not a valid string.' })) }),
    CharLength(0, 128),
  );
