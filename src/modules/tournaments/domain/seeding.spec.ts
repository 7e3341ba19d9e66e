import { shuffle } from './seeding.js';

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = Array.from({ length: 256 }, (_, i) => i);
    const output = shuffle(input);
    expect(output).toHaveLength(256);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 256 }, (_, i) => i));
  });

  it('is Fisher–Yates: swaps position i with random(i + 1), from the end', () => {
    const bounds: number[] = [];
    const output = shuffle(['a', 'b', 'c', 'd'], (max) => {
      bounds.push(max);
      return 0;
    });
    expect(bounds).toEqual([4, 3, 2]);
    expect(output).toEqual(['b', 'c', 'd', 'a']);
  });

  it('draws every order of three about equally often from crypto.randomInt', () => {
    const counts = new Map<string, number>();
    const runs = 12_000;
    for (let i = 0; i < runs; i++) {
      const key = shuffle([1, 2, 3]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Expected 2000 each; a standard deviation is about 41, so this bound fails only on a biased shuffle.
    for (const count of counts.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(250);
  });
});
