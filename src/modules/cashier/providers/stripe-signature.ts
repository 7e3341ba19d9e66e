/**
 * How far a Stripe-Signature's date may be from this server's clock, either way: Stripe's own tolerance (its
 * libraries' DEFAULT_TOLERANCE). stripe-node's constructEvent refuses a signature older than that but takes one
 * dated any time ahead (issue 30 §4: a day ahead was accepted), so the other side is checked here.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The Unix time a Stripe-Signature header is dated, read as stripe-node reads it (the last `t=` item, through
 * parseInt), so that it is the very number the verified signature covers; null when there is none.
 */
export function signatureTimestamp(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = parseInt(value, 10);
  }
  return timestamp === null || Number.isNaN(timestamp) ? null : timestamp;
}

/** Seconds a signature is dated ahead of `now` beyond the tolerance, or 0 when it is not (or has no date). */
export function secondsAheadOfTolerance(header: string, now: Date): number {
  const timestamp = signatureTimestamp(header);
  if (timestamp === null) return 0;
  return Math.max(0, timestamp - Math.floor(now.getTime() / 1000) - SIGNATURE_TOLERANCE_SECONDS);
}
