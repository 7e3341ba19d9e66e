import { afterEach, describe, expect, it } from '@jest/globals';
import { SAFETY_NET_POLL_MS, getLiveStatus, pollEvery, setLiveStatus, subscribeLiveStatus } from './status';

describe('live status and polling', () => {
  afterEach(() => setLiveStatus('down'));

  it("polls at the spec's interval while the stream is down", () => {
    expect(getLiveStatus()).toBe('down');
    expect(pollEvery(3000)()).toBe(3000);
  });

  it('slows to the safety net while the stream is up, and speeds up again when it drops', () => {
    const poll = pollEvery(5000);
    setLiveStatus('live');
    expect(poll()).toBe(SAFETY_NET_POLL_MS);
    setLiveStatus('down');
    expect(poll()).toBe(5000);
  });

  it('tells subscribers of a change, once', () => {
    const seen: string[] = [];
    const stop = subscribeLiveStatus(() => seen.push(getLiveStatus()));
    setLiveStatus('live');
    setLiveStatus('live');
    setLiveStatus('down');
    stop();
    setLiveStatus('live');
    expect(seen).toEqual(['live', 'down']);
  });
});
