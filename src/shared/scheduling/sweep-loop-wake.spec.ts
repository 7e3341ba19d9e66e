import { AsyncLocalStorage } from 'node:async_hooks';
import { SweepLoop } from './sweep-loop.js';

/** Fails if `promise` has not settled within `ms`: a bound on a condition, never a wait for time to pass. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A promise the test resolves when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}

/** A loop whose ticks wait a minute between them, and a way to await its n-th tick. */
function slowLoop(onTick: () => Promise<void> = () => Promise.resolve()) {
  const ticks: (() => void)[] = [];
  let count = 0;
  const loop = new SweepLoop(
    async () => {
      count++;
      await onTick();
      ticks.splice(0).forEach((resolve) => resolve());
      return 60_000;
    },
    () => 60_000,
  );
  const tickEnded = () => new Promise<void>((resolve) => ticks.push(resolve));
  return { loop, tickEnded, count: () => count };
}

describe('SweepLoop.wake', () => {
  it('runs the next tick at once instead of after its wait', async () => {
    const { loop, tickEnded, count } = slowLoop();
    const first = tickEnded();
    loop.start();
    await within(first, 2_000);
    const second = tickEnded();
    loop.wake();
    await within(second, 2_000);
    expect(count()).toBe(2);
    await loop.stop();
  });

  it('woken during a tick, goes round again as soon as it ends', async () => {
    const firstRunning = gate();
    const firstMayEnd = gate();
    const { loop, tickEnded, count } = slowLoop(async () => {
      if (count() > 1) return;
      firstRunning.open();
      await firstMayEnd.opened;
    });
    const first = tickEnded();
    loop.start();
    await within(firstRunning.opened, 2_000);
    loop.wake();
    const second = first.then(() => tickEnded());
    firstMayEnd.open();
    await within(second, 2_000);
    expect(count()).toBe(2);
    await loop.stop();
  });

  it("runs its ticks in the loop's own async context, not in that of whoever woke it", async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const { loop, tickEnded } = slowLoop(() => {
      seen.push(request.getStore());
      return Promise.resolve();
    });
    const first = tickEnded();
    loop.start();
    await within(first, 2_000);
    const second = tickEnded();
    request.run('request 42', () => loop.wake());
    await within(second, 2_000);
    expect(seen).toEqual([undefined, undefined]);
    await loop.stop();
  });
});
