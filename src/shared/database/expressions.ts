import { expressionBuilder, type Expression } from 'kysely';
import type { DB } from './db.js';

/**
 * Column-free SQL expressions for kysely's builder: the clocks and the intervals before and after them that
 * deadlines, windows and retention are measured with. Built with the builder's functions, not SQL templates,
 * so every statement that uses them stays a builder query the compiler checks against the generated schema.
 */
const eb = expressionBuilder<DB>();

/** `now()`: the transaction's start, the clock of windows and retention. */
export const now = (): Expression<string> => eb.fn<string>('now');

/** `clock_timestamp()`: the moment of asking, the clock of deadlines (see databaseNow). */
export const clockNow = (): Expression<string> => eb.fn<string>('clock_timestamp');

/** A length of time, as make_interval takes it. */
export interface Span {
  days?: number;
  hours?: number;
  mins?: number;
  secs?: number | Expression<number>;
}

/** `make_interval(0, 0, 0, days, hours, mins, secs)`: make_interval's positional form (years, months, weeks first). */
export function interval(span: Span): Expression<string> {
  return eb.fn<string>('make_interval', [
    eb.val(0),
    eb.val(0),
    eb.val(0),
    eb.val(span.days ?? 0),
    eb.val(span.hours ?? 0),
    eb.val(span.mins ?? 0),
    typeof span.secs === 'object' ? span.secs : eb.val(span.secs ?? 0),
  ]);
}

/** `from - interval`: `now() - make_interval(...)` unless another clock is given. */
export function ago(span: Span, from: Expression<string> = now()): Expression<string> {
  return eb(from, '-', interval(span)).$castTo<string>();
}

/** `from + interval`. */
export function later(span: Span, from: Expression<string> = now()): Expression<string> {
  return eb(from, '+', interval(span)).$castTo<string>();
}
