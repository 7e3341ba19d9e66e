/** The server's clock seen from this device (no React), tested in clock.test.ts. */

/**
 * How far the server's clock is ahead of this device's: server_time minus the local time halfway through the
 * request (the server read its clock somewhere in between, so a slow answer does not skew it by its whole
 * round trip). 0 when server_time is unreadable.
 */
export function clockOffset(
  serverTime: string | null | undefined,
  sentAt: number,
  receivedAt: number = sentAt,
): number {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isFinite(server) ? Math.round(server - (sentAt + receivedAt) / 2) : 0;
}
