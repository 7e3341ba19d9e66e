import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Notification } from '../../lib/api/notifications';
import { prizeToastText, takeNewPrizes } from './prize-toasts';

const notice = (id: number, kind: Notification['kind'], read = false): Notification => ({
  id,
  kind,
  title: `You won Cup ${id}`,
  text: '',
  link: '/tournament/1',
  amount: kind === 'prize_won' ? '40.00' : null,
  created_at: '2026-11-25T00:00:00.000Z',
  read,
  read_at: read ? '2026-11-25T00:00:00.000Z' : null,
});

describe('prize toasts', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    Object.assign(globalThis, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
    });
  });

  it('says what was won and how much', () => {
    expect(prizeToastText({ title: 'You won Friday Cup', amount: '40.00' })).toBe('You won Friday Cup: +40.00');
  });

  it('toasts each unread prize once, and nothing else', () => {
    const list = [notice(3, 'prize_won'), notice(2, 'match_started'), notice(1, 'prize_won', true)];
    expect(takeNewPrizes(list).map((n) => n.id)).toEqual([3]);
    expect(takeNewPrizes(list)).toEqual([]);
    expect(takeNewPrizes([notice(4, 'prize_won'), ...list]).map((n) => n.id)).toEqual([4]);
  });
});
