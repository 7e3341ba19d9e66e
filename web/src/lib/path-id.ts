/** The server's own spelling of a row id (src/shared/http/entity-id.pipe.ts): no sign, no leading zero. */
const CANONICAL_ID = /^[1-9]\d{0,14}$/;

/**
 * An id from the address (`/match/$matchId`) as the API's numeric path id. Text that is not an id's canonical
 * spelling ("012", "abc") names no row; it becomes 0, which no row has either, so the server answers the same 404
 * ("not found" page) it gave the text itself.
 */
export function pathId(segment: string | number): number {
  const text = String(segment);
  return CANONICAL_ID.test(text) ? Number(text) : 0;
}
