import { eventually } from '../../../test/support/eventually.js';
import { FailureBackoff, SweepLoop } from './sweep-loop.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SweepLoop', () => {
  it('runs a pass, waits the delay it answers, and never overlaps two passes', async () => {
    let inFlight = 0;
    let overlapped = false;
    let passes = 0;
    const loop = new SweepLoop(
      async () => {
        overlapped ||= inFlight > 0;
        inFlight++;
        passes++;
        await sleep(15);
        inFlight--;
        return 5;
      },
      () => 5,
    );
    loop.start();
    // Waits on the passes themselves, not on a fixed time a loaded machine may not give them.
    await eventually(() => passes >= 3, { interval: 5, what: 'three passes' });
    await loop.stop();
    expect(passes).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
  });

  it('goes on after a failed pass with the delay onError answers, and stop() waits for the pass in flight', async () => {
    const seen: string[] = [];
    let calls = 0;
    const loop = new SweepLoop(
      async () => {
        calls++;
        if (calls === 1) throw new Error('first pass fails');
        seen.push('pass started');
        await sleep(40);
        seen.push('pass ended');
        return 1_000;
      },
      (error) => {
        seen.push(`reported: ${(error as Error).message}`);
        return 0;
      },
    );
    loop.start();
    while (!seen.includes('pass started')) await sleep(5);
    expect(loop.stopped).toBe(false);
    await loop.stop();
    expect(loop.stopped).toBe(true);
    expect(seen).toEqual(['reported: first pass fails', 'pass started', 'pass ended']);
    await sleep(30);
    expect(calls).toBe(2);
  });
});

describe('FailureBackoff', () => {
  it('holds an id for its time, then lets it go', async () => {
    const backoff = new FailureBackoff(40);
    expect(backoff.held()).toEqual([]);
    backoff.hold(7);
    backoff.hold(9);
    expect(backoff.held().sort()).toEqual([7, 9]);
    await sleep(60);
    expect(backoff.held()).toEqual([]);
  });
});
