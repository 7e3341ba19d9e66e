import { describe, expect, it } from '@jest/globals';
import { linkToken } from './recovery-link';

describe(linkToken.name, () => {
  const token = 'Qm9vbS1ib29tLXNoYWthLWxha2EtMTIzNDU2Nzg5MDEy';

  it('reads the token of the fragment, with or without its #', () => {
    expect(linkToken(`#token=${token}`)).toBe(token);
    expect(linkToken(`token=${token}&x=1`)).toBe(token);
  });

  it.each(['', '#', '#token=', '#token=short', '#token=has spaces in it that are long enough', '#other=abc'])(
    'answers null for %j',
    (hash: string) => {
      expect(linkToken(hash)).toBeNull();
    },
  );
});
