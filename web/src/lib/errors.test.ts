import { describe, expect, it } from '@jest/globals';
import { ApiError, catalogueMessage, errorCode, fieldMessages, joinedBodyMessages, joinMessages } from './errors';

describe('joinMessages', () => {
  it('joins by commas without a full stop before a comma (issue 34 §2)', () => {
    expect(joinMessages(['This password is too common.', 'This username is too similar to an existing name.'])).toBe(
      'This password is too common, this username is too similar to an existing name.',
    );
  });

  it('keeps a single message, and a capital that is not only a sentence opening', () => {
    expect(joinMessages(['This password is too common.'])).toBe('This password is too common.');
    expect(joinMessages(['Bad value', 'API key missing'])).toBe('Bad value, API key missing');
    expect(joinMessages(['This password is too common.', 'A user with that email already exists.'])).toBe(
      'This password is too common, a user with that email already exists.',
    );
  });

  it("joins a refused registration's field messages in order", () => {
    const refusal = new ApiError(
      'http',
      400,
      {
        username: ['A user with that username already exists.'],
        password: ['This password is too common.'],
      },
      'Validation error. Please check your input.',
    );
    expect(joinedBodyMessages(refusal)).toBe('A user with that username already exists, this password is too common.');
  });
});

describe('error codes in the web client (issue 31 §4)', () => {
  it('takes the code of an {"error"} or {"detail"} body, else the Error-Code header', () => {
    const body = { error: 'Insufficient balance.', code: 'insufficient_funds' };
    expect(errorCode(new ApiError('http', 400, body, 'x'))).toBe('insufficient_funds');
    expect(errorCode(new ApiError('http', 400, { amount: ['Too small.'] }, 'x', 'validation_failed'))).toBe(
      'validation_failed',
    );
    expect(errorCode(new ApiError('http', 404, { detail: 'Not found.' }, 'x'))).toBeUndefined();
    expect(errorCode(new Error('boom'))).toBeUndefined();
  });

  it('shows the player the words, never the code beside them', () => {
    const body = { error: 'Insufficient balance.', code: 'insufficient_funds' };
    expect(catalogueMessage(400, body)).toBe('Insufficient balance.');
    expect(joinedBodyMessages(new ApiError('http', 400, body, 'x'))).toBe('Insufficient balance.');
  });

  it('reads a field named code as a field', () => {
    const wrong = new ApiError('http', 400, { code: ['Invalid code.'] }, 'x', 'totp_invalid');
    expect(errorCode(wrong)).toBe('totp_invalid');
    expect(fieldMessages(wrong, 'code')).toEqual(['Invalid code.']);
    expect(catalogueMessage(400, { code: ['Invalid code.'] })).toBe('Invalid code.');
  });
});
