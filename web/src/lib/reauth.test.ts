import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './errors';
import { isReauthCancelled, proofAsked, runWithProof, type ProofAsked } from './reauth';

const asked = (code: string, detail = 'To add a passkey, first confirm it is you.') =>
  new ApiError('http', 403, { detail, code }, 'forbidden');

describe(proofAsked.name, () => {
  it('reads the two proof codes of a 403, with the words', () => {
    expect(proofAsked(asked('reauthentication_required'))).toEqual({
      code: 'reauthentication_required',
      detail: 'To add a passkey, first confirm it is you.',
    });
    expect(proofAsked(asked('factor_too_new'))?.code).toBe('factor_too_new');
  });

  it('takes nothing else for a request for proof', () => {
    expect(proofAsked(asked('two_factor_code_required'))).toBeNull();
    expect(proofAsked(new ApiError('http', 403, { detail: 'No.' }, 'x'))).toBeNull();
    expect(proofAsked(new ApiError('http', 400, { code: 'reauthentication_required' }, 'x'))).toBeNull();
    expect(proofAsked(new Error('network'))).toBeNull();
  });
});

describe(runWithProof.name, () => {
  it('answers at once when no proof is asked for', async () => {
    const prove = jest.fn(() => Promise.resolve(true));
    await expect(runWithProof(() => Promise.resolve(7), prove)).resolves.toBe(7);
    expect(prove).not.toHaveBeenCalled();
  });

  it('asks for proof once, then runs the action again', async () => {
    const action = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(asked('reauthentication_required'))
      .mockResolvedValueOnce('done');
    const prove = jest.fn((_asked: ProofAsked) => Promise.resolve(true));
    await expect(runWithProof(action, prove)).resolves.toBe('done');
    expect(prove).toHaveBeenCalledWith({
      code: 'reauthentication_required',
      detail: 'To add a passkey, first confirm it is you.',
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs nothing more when the player cancels, and passes other failures and a second refusal on', async () => {
    const refused = asked('factor_too_new');
    const cancelled = await runWithProof(
      () => Promise.reject(refused),
      () => Promise.resolve(false),
    ).catch((failure: unknown) => failure);
    expect(isReauthCancelled(cancelled)).toBe(true);
    const again = await runWithProof(
      () => Promise.reject(refused),
      () => Promise.resolve(true),
    ).catch((failure: unknown) => failure);
    expect(again).toBe(refused);
    const other = new ApiError('http', 400, { error: 'No.' }, 'x');
    await expect(
      runWithProof(
        () => Promise.reject(other),
        () => Promise.resolve(true),
      ),
    ).rejects.toBe(other);
  });
});
