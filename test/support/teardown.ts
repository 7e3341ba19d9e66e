/** What a suite opens in beforeAll and ends in afterAll: an app, a browser, an ORM, a database. */
export type Resource = { close(): Promise<unknown> } | { drop(): Promise<unknown> };

/**
 * Ends each resource in the order given. Each comes from a `let` that beforeAll assigns; when beforeAll threw
 * first, the later ones are still undefined (the `let`'s type cannot say so) and are skipped, so the earlier
 * ones are still ended and the failure jest reports is the one from beforeAll.
 */
export async function closeAll(...resources: (Resource | undefined)[]): Promise<void> {
  for (const resource of resources) {
    if (!resource) continue;
    await ('close' in resource ? resource.close() : resource.drop());
  }
}
