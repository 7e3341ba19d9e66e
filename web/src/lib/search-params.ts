/**
 * The building blocks of the routes' search schemas (`validateSearch` takes a zod schema as it is). An address is
 * typed by hand or shared, so a parameter it cannot mean reads as absent (or as the default), never as an error page.
 */
import { z } from 'zod';

/** An optional parameter: absent, or unreadable, it is left out (undefined). */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** A parameter with a default: absent, or unreadable, it is the default. */
export function paramOr<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema
    .optional()
    .catch(undefined)
    .transform((value): z.output<T> => value ?? fallback);
}

/** A value as the address carries it: a number the router read from it, or text, trimmed and not empty. */
export const paramText = z.union([z.number().transform(String), z.string()]).pipe(z.string().trim().min(1));

/**
 * `?page=`: a whole number from 2 up; anything else ("1", "0", "-1", "2.5", "abc", "1e3") is the first page, left
 * out so that the address stays clean.
 */
export const pageParam = optionalParam(
  z
    .union([
      z.int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .pipe(z.number().min(2).max(999_999_999)),
);
