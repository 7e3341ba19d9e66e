import { describe, expect, it } from '@jest/globals';
import { mergeInboxPages } from './inbox-pages';

const ids = (...list: number[]) => list.map((id) => ({ id }));

describe('mergeInboxPages', () => {
  it('lists the first page, then each older page in order', () => {
    expect(mergeInboxPages(ids(9, 8), [ids(7, 6), ids(5)]).map((n) => n.id)).toEqual([9, 8, 7, 6, 5]);
  });

  it('lists a notification pushed onto the next page once, where it first shows', () => {
    // 10 arrived after page 2 was loaded: 8 moved from the first page to the second.
    expect(mergeInboxPages(ids(10, 9), [ids(8, 7, 6)]).map((n) => n.id)).toEqual([10, 9, 8, 7, 6]);
    expect(mergeInboxPages(ids(10, 9, 8), [ids(8, 7)]).map((n) => n.id)).toEqual([10, 9, 8, 7]);
  });

  it('is the first page alone before anything older is asked for', () => {
    expect(mergeInboxPages(ids(3, 2, 1), [])).toEqual(ids(3, 2, 1));
  });
});
