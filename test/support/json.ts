/**
 * A JSON answer's body. Tests assert its shape (`expect(body).toEqual(...)`), so that assertion is the check and
 * a static type would only ask for casts that prove nothing; eslint.config.js turns the no-unsafe-* rules off
 * for tests for the same reason.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the test's assertion types the body
export type JsonBody = any;

/** JSON.stringify as it behaves: its declared type says string, but undefined itself (or a function) gives undefined. */
const stringify: (value: unknown) => string | undefined = (value) => JSON.stringify(value);

/** A value as JSON, for a message. */
export function jsonText(value: unknown): string {
  return stringify(value) ?? String(value);
}
