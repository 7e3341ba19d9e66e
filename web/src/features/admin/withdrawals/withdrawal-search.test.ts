import { describe, expect, it } from '@jest/globals';
import { withdrawalSearch } from './withdrawal-search';

describe('withdrawalSearch', () => {
  it('is the pending queue, every request, first page, when the address says nothing', () => {
    expect(withdrawalSearch.parse({})).toEqual({ status: 'PENDING', cancellation: false });
  });

  it('reads a status in any case, ALL included', () => {
    expect(withdrawalSearch.parse({ status: 'approved' }).status).toBe('APPROVED');
    expect(withdrawalSearch.parse({ status: 'ALL' }).status).toBe('ALL');
    expect(withdrawalSearch.parse({ status: 'paid' }).status).toBe('PENDING');
    expect(withdrawalSearch.parse({ status: 7 }).status).toBe('PENDING');
  });

  it('turns the cancellation filter on for true, "true", 1 or "1" only', () => {
    for (const on of [true, 'true', 1, '1'])
      expect(withdrawalSearch.parse({ cancellation: on }).cancellation).toBe(true);
    for (const off of [false, 'false', 0, 'yes', '']) {
      expect(withdrawalSearch.parse({ cancellation: off }).cancellation).toBe(false);
    }
  });

  it('keeps a page from 2 up', () => {
    expect(withdrawalSearch.parse({ page: 2 }).page).toBe(2);
    expect(withdrawalSearch.parse({ page: 'two' }).page).toBeUndefined();
  });
});
