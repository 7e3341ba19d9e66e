import { describe, expect, it } from '@jest/globals';
import { heldWithdrawalId, pendingWithdrawalIds } from './on-hold';

describe('on hold', () => {
  it("reads the withdrawal a hold entry is for, and only a hold entry's", () => {
    expect(heldWithdrawalId({ transaction_type: 'WITHDRAW', description: 'Withdrawal request #12 (PayPal)' })).toBe(12);
    expect(heldWithdrawalId({ transaction_type: 'WITHDRAWAL_REFUND', description: 'Withdrawal #12 rejected' })).toBe(
      null,
    );
    expect(heldWithdrawalId({ transaction_type: 'WITHDRAW', description: 'Withdrawal' })).toBe(null);
  });

  it('keeps the pending withdrawals only', () => {
    expect([
      ...pendingWithdrawalIds([
        { id: 1, status: 'PENDING' },
        { id: 2, status: 'APPROVED' },
      ]),
    ]).toEqual([1]);
  });
});
