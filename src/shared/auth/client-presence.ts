/**
 * Notes that a signed-in client is there (issue 32 §0: a player whose client made a request in the last 20 s
 * counts as checked in). The live context provides it; the access guard calls it on every signed-in request.
 */
export abstract class ClientPresence {
  /** Cheap and throttled: most calls touch nothing; never throws. */
  abstract seen(userId: number): Promise<void>;
}
