import { DomainEventRecord } from './domain-event-record.js';
import { EventWatch } from './event-watch.js';

const LISTENED = new Set(['MatchCompleted', 'TournamentCompleted']);

function record(id: number | undefined, type: string): DomainEventRecord {
  const r = new DomainEventRecord(type, 'x', '1', null, {});
  if (id !== undefined) r.id = id;
  return r;
}

function watchOf(trail: DomainEventRecord[], idle = false) {
  const watch = new EventWatch(
    trail,
    (t) => LISTENED.has(t),
    () => idle,
    () => undefined,
  );
  return { watch };
}

/** Resolves to whether the promise settled within a turn of the event loop. */
async function settledSoon(promise: Promise<void>): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((r) => setImmediate(() => r(false)))]);
}

describe('EventWatch: a write request waits for the reactions to its own events only', () => {
  it('is settled at once when the request recorded no event anyone listens to', async () => {
    const { watch } = watchOf([record(1, 'MoveSubmitted'), record(2, 'GameCompleted')]);
    expect(await settledSoon(watch.settled())).toBe(true);
  });

  it('waits for its listened-to event, then for what that event caused, transitively', async () => {
    const { watch } = watchOf([record(1, 'MoveSubmitted'), record(2, 'MatchCompleted')]);
    const settled = watch.settled();
    watch.observe('7', [record(8, 'TournamentCompleted')]); // someone else's event: no effect
    expect(await settledSoon(settled)).toBe(false);
    watch.observe('2', [record(3, 'TournamentCompleted'), record(4, 'PrizePaidUnlistened')]);
    expect(await settledSoon(settled)).toBe(false);
    watch.observe('3', []);
    expect(await settledSoon(settled)).toBe(true);
  });

  it('ignores records that were never flushed (no id)', async () => {
    const { watch } = watchOf([record(undefined, 'MatchCompleted')]);
    expect(await settledSoon(watch.settled())).toBe(true);
  });

  it('stops waiting when the relay stops, and when it is already idle', async () => {
    const busy = watchOf([record(5, 'MatchCompleted')]).watch;
    const settled = busy.settled();
    expect(await settledSoon(settled)).toBe(false);
    busy.relayStopped();
    expect(await settledSoon(settled)).toBe(true);
    expect(await settledSoon(watchOf([record(5, 'MatchCompleted')], true).watch.settled())).toBe(true);
  });
});
