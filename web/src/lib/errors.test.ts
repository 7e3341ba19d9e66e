import { describe, expect, it } from '@jest/globals';
import { ApiError, catalogueMessage, errorCode, fieldMessages, joinedBodyMessages } from './errors';

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
