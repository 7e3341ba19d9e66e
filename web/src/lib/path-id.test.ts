import { describe, expect, it } from '@jest/globals';
import { pathId } from './path-id';

describe('pathId', () => {
  it('reads a canonical id', () => {
    expect(pathId('7')).toBe(7);
    expect(pathId(42)).toBe(42);
    expect(pathId('123456789012345')).toBe(123456789012345);
  });

  it('turns any other spelling into 0, an id no row has', () => {
    for (const text of ['', '0', '012', '-1', '1.5', '1e3', '0x10', 'abc', ' 7', '7/', '1234567890123456']) {
      expect(pathId(text)).toBe(0);
    }
  });
});
