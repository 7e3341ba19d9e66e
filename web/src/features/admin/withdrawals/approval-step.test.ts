import { describe, expect, it } from '@jest/globals';
import { approvalStep } from './approval-step';

const firstBy = (adminId: number) => ({
  admin_id: adminId,
  username: `admin${adminId}`,
  approved_at: '2026-11-28T10:00:00.000Z',
  admin_notes: '',
});

describe('approvalStep', () => {
  it('pays at once when one approval is enough', () => {
    expect(approvalStep({ approvals_required: 1, first_approval: null }, 7)).toBe('pay');
  });

  it('records a first approval when two are needed and none was given', () => {
    expect(approvalStep({ approvals_required: 2, first_approval: null }, 7)).toBe('first');
  });

  it('pays on the second approval, by another admin only', () => {
    expect(approvalStep({ approvals_required: 2, first_approval: firstBy(3) }, 7)).toBe('pay');
    expect(approvalStep({ approvals_required: 2, first_approval: firstBy(7) }, 7)).toBe('own_first');
  });

  it('goes by the recorded first approval when the bound has since moved', () => {
    expect(approvalStep({ approvals_required: 1, first_approval: firstBy(3) }, 7)).toBe('pay');
    expect(approvalStep({ approvals_required: 1, first_approval: firstBy(7) }, 7)).toBe('own_first');
  });
});
