import { parseJsonBody } from './json-body.js';

describe('parseJsonBody', () => {
  it('keeps numbers that round-trip as numbers, and hands on the source text of those that do not', () => {
    expect(parseJsonBody('{"a": 25, "b": 12.5, "c": -3, "d": 0}')).toEqual({ a: 25, b: 12.5, c: -3, d: 0 });
    expect(parseJsonBody('{"a": 0.009999999999999999999, "b": 12.340, "c": 1e3, "d": [25.50]}')).toEqual({
      a: '0.009999999999999999999',
      b: '12.340',
      c: '1e3',
      d: ['25.50'],
    });
    expect(parseJsonBody('{"id": 12345678901234567890}')).toEqual({ id: '12345678901234567890' });
  });

  it('refuses prototype-poisoning keys as Fastify does', () => {
    expect(() => parseJsonBody('{"__proto__": {"role": "ADMIN"}}')).toThrow();
    expect(() => parseJsonBody('{"a": {"constructor": {"prototype": {"x": 1}}}}')).toThrow();
    expect(parseJsonBody('{"constructor": "fine"}')).toEqual({ constructor: 'fine' });
  });
});
