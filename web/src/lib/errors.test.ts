import { describe, expect, it } from '@jest/globals';
import { ApiError, joinMessages, joinedBodyMessages } from './errors';

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
