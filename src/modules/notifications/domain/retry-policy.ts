/** How a mail that could not be delivered is tried again. */
export interface RetryPolicy {
  /** Wait after the first failure; each further failure doubles it. */
  firstDelaySeconds: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
  /** Past this age a failure is the last: the mail is given up. */
  giveUpAfterSeconds: number;
}

/** An hour between attempts at most, and five days in all, as Postfix's queue keeps a message. */
export const MAX_RETRY_DELAY_SECONDS = 3600;
export const GIVE_UP_AFTER_SECONDS = 5 * 86_400;

export function retryPolicy(firstDelaySeconds: number): RetryPolicy {
  return {
    firstDelaySeconds,
    maxDelaySeconds: Math.max(firstDelaySeconds, MAX_RETRY_DELAY_SECONDS),
    giveUpAfterSeconds: GIVE_UP_AFTER_SECONDS,
  };
}

/** The wait after the `attempts`-th failed attempt (1 for the first): first, 2 × first, 4 × first, ... up to the cap. */
export function retryDelaySeconds(attempts: number, policy: RetryPolicy): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.firstDelaySeconds * 2 ** doublings, policy.maxDelaySeconds);
}

/** When to try again after a failure at `now`, or null when the mail, queued at `queuedAt`, is given up. */
export function nextAttemptAfterFailure(attempts: number, queuedAt: Date, now: Date, policy: RetryPolicy): Date | null {
  if (now.getTime() - queuedAt.getTime() >= policy.giveUpAfterSeconds * 1000) return null;
  return new Date(now.getTime() + retryDelaySeconds(attempts, policy) * 1000);
}
