import { Alert, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import type { ApprovalStep } from './approval-step';
import type { AdminWithdrawal } from './queries';

interface ApprovalNoticeProps {
  withdrawal: Pick<AdminWithdrawal, 'first_approval'>;
  step: ApprovalStep;
}

/** Where a withdrawal that needs two admins stands, in the review dialog; nothing for one approval. */
export function ApprovalNotice({ withdrawal, step }: ApprovalNoticeProps) {
  const first = withdrawal.first_approval;
  if (first === null && step !== 'first') return null;
  return (
    <Alert
      color={step === 'own_first' ? 'orange' : 'blue'}
      variant="light"
      icon={<IconUsers size={18} aria-hidden />}
      title={
        first ? (
          <>
            First approval by <bdi>{first.username ?? `admin #${first.admin_id}`}</bdi>
          </>
        ) : (
          'A second admin must approve'
        )
      }
      data-testid="review-second-approval"
    >
      {first ? (
        <>
          <Text size="sm">
            {formatDateTime(first.approved_at)}
            {first.admin_notes ? (
              <>
                {' · '}
                <bdi>{first.admin_notes}</bdi>
              </>
            ) : null}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {step === 'own_first'
              ? 'You gave the first approval: another admin must give the second.'
              : 'Yours is the second approval: pay, then record the reference.'}
          </Text>
        </>
      ) : (
        <Text size="sm">
          This withdrawal needs two approvals. Yours is the first: pay nothing yet. The coins stay held until another
          admin approves and records the payment.
        </Text>
      )}
    </Alert>
  );
}
