import { jsonText } from './json.js';

export interface EventuallyOptions<T> {
  /** Gives up after this many milliseconds (10 s unless told). */
  timeout?: number;
  /** Waits this long between tries (50 ms unless told). */
  interval?: number;
  /** Accepts a value; unless told, any value but undefined and false. */
  until?: (value: T) => boolean;
  /** Names the condition in the error. */
  what?: string;
  /** More for the error when it gives up: a process's output, say. */
  detail?: () => string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way a test waits: tries `probe` until it returns an accepted value, and resolves with that value. A
 * probe that throws is tried again (an `expect` inside it is a fine condition); after `timeout` it fails with the
 * last value or error seen.
 *
 *   const row = await eventually(() => findRow(t, id), { timeout: 5000 });
 *   await eventually(() => statusOf(t, id), { until: (status) => status === 'CANCELLED' });
 */
export function eventually<T>(
  probe: () => T | Promise<T>,
  options: EventuallyOptions<T> & { until: (value: T) => boolean },
): Promise<T>;
export function eventually<T>(
  probe: () => T | Promise<T>,
  options?: Omit<EventuallyOptions<T>, 'until'>,
): Promise<Exclude<T, undefined | false>>;
export async function eventually<T>(probe: () => T | Promise<T>, options: EventuallyOptions<T> = {}): Promise<T> {
  const { timeout = 10_000, interval = 50, what = 'condition', detail } = options;
  const accept = options.until ?? ((value: T) => value !== undefined && value !== false);
  const deadline = Date.now() + timeout;
  for (;;) {
    let seen: string;
    try {
      const value = await probe();
      if (accept(value)) return value;
      seen = `last value: ${describe(value)}`;
    } catch (error) {
      seen = `last error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} not met within ${timeout} ms; ${seen}${detail ? `\n${detail()}` : ''}`);
    }
    await sleep(interval);
  }
}

function describe(value: unknown): string {
  try {
    return jsonText(value);
  } catch {
    return String(value); // a cycle
  }
}
