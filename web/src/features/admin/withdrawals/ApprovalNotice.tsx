import { Trans } from '@lingui/react/macro';
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
  const adminId = first?.admin_id;
  const approver = first?.username;
  return (
    <Alert
      color={step === 'own_first' ? 'orange' : 'blue'}
      variant="light"
      icon={<IconUsers size={18} aria-hidden />}
      title={
        first ? (
          approver ? (
            <Trans>
              First approval by <bdi data-user-content>{approver}</bdi>
            </Trans>
          ) : (
            <Trans>First approval by admin #{adminId}</Trans>
          )
        ) : (
          <Trans>A second admin must approve</Trans>
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
                <bdi data-user-content>{first.admin_notes}</bdi>
              </>
            ) : null}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {step === 'own_first' ? (
              <Trans>You gave the first approval: another admin must give the second.</Trans>
            ) : (
              <Trans>Yours is the second approval: pay, then record the reference.</Trans>
            )}
          </Text>
        </>
      ) : (
        <Text size="sm">
          <Trans>
            This withdrawal needs two approvals. Yours is the first: pay nothing yet. The coins stay held until another
            admin approves and records the payment.
          </Trans>
        </Text>
      )}
    </Alert>
  );
}
