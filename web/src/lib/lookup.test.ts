import { describe, expect, it } from '@jest/globals';
import { lookup } from './lookup';

describe('lookup', () => {
  const table: Record<'A' | 'B', number> = { A: 1, B: 2 };

  it('finds a known key and nothing for an unknown one, the prototype included', () => {
    expect(lookup(table, 'B')).toBe(2);
    expect(lookup(table, 'C')).toBeUndefined();
    expect(lookup(table, 'constructor')).toBeUndefined();
  });
});
