import { describe, expect, it } from '@jest/globals';
import { safeRedirect } from './safe-redirect';

const ORIGIN = 'https://spockout.example';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(safeRedirect('/wallet', ORIGIN)).toBe('/wallet');
    expect(safeRedirect('/tournaments?tab=mine&page=2', ORIGIN)).toBe('/tournaments?tab=mine&page=2');
    expect(safeRedirect('/tournament/7#bracket', ORIGIN)).toBe('/tournament/7#bracket');
  });

  it('drops anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /wallet',
      '/\t/evil.example',
      'wallet',
      '',
      42,
      undefined,
    ]) {
      expect(safeRedirect(value, ORIGIN)).toBeUndefined();
    }
  });

  it('drops the sign-in pages themselves', () => {
    expect(safeRedirect('/login', ORIGIN)).toBeUndefined();
    expect(safeRedirect('/register?x=1', ORIGIN)).toBeUndefined();
  });
});
