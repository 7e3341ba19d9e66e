import { type PipeTransform } from '@nestjs/common';
import { ChallengeErrors } from '../domain/challenge-errors.js';

/** What a token can be: 32 random bytes in base64url are 43 characters of A–Z, a–z, 0–9, - and _. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A challenge's token from the path: anything that cannot be one (a NUL, a space, a length no token has) is an
 * unknown challenge, 404, before it reaches the database, which would refuse some bytes with an error of its own.
 */
export class ChallengeTokenPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !TOKEN_SHAPE.test(value)) throw ChallengeErrors.notFound();
    return value;
  }
}
