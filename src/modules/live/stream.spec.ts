import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { Stream } from './stream.js';

/** What a stream writes to its answer, as text. */
class Answer extends EventEmitter {
  text = '';
  writableLength = 0;
  writableEnded = false;
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
}

function open(): { stream: Stream; answer: Answer } {
  const answer = new Answer();
  const stream = new Stream(1, null, Date.now() + 60_000, answer as unknown as ServerResponse, () => undefined);
  return { stream, answer };
}

/** The `event:` names and ids of what was written, in order. */
const frames = (answer: Answer) =>
  answer.text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => `${/event: (.*)/.exec(block)?.[1]}@${/id: (.*)/.exec(block)?.[1] ?? ''}`);

describe('Stream while a replay is read', () => {
  it('holds live notices until the replay and `resumed` are written, less those the replay carried', () => {
    const { stream, answer } = open();
    stream.holdLive();
    stream.send('wallet', {}, '7-70-wallet');
    stream.send('notifications', { unread: 1 }, '7-inboxabn1-notifications');
    expect(frames(answer)).toEqual([]);
    // No heartbeat names a position while the replay is unwritten.
    stream.comment('ping', 7);
    expect(answer.text).not.toContain('id: 7');

    stream.replayed([
      { name: 'wallet', data: {}, id: '5-50-wallet' },
      { name: 'wallet', data: {}, id: '7-70-wallet' },
    ]);
    expect(frames(answer)).toEqual([
      'wallet@5-50-wallet',
      'wallet@7-70-wallet',
      'resumed@',
      'notifications@7-inboxabn1-notifications',
    ]);
    stream.send('wallet', {}, '8-80-wallet');
    expect(frames(answer).at(-1)).toBe('wallet@8-80-wallet');
    stream.comment('ping', 8);
    expect(answer.text).toContain('id: 8\n: ping');
  });

  it('says `reload` when the gap cannot be replayed, then writes what was held', () => {
    const { stream, answer } = open();
    stream.holdLive();
    stream.send('wallet', {}, '9-90-wallet');
    stream.replayed(null);
    expect(frames(answer)).toEqual(['reload@', 'wallet@9-90-wallet']);
  });
});
