import { Trans } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { AdminWithdrawal } from './queries';

/**
 * A pending withdrawal that needs two admins, on its row in the queue: who approved first, or that two approvals
 * are needed. Nothing for the rest.
 */
export function ApprovalProgress({
  withdrawal,
}: {
  withdrawal: Pick<AdminWithdrawal, 'status' | 'approvals_required' | 'first_approval'>;
}) {
  const first = withdrawal.first_approval;
  if (withdrawal.status !== 'PENDING' || (first === null && withdrawal.approvals_required < 2)) return null;
  const adminId = first?.admin_id;
  const approver = first?.username;
  return (
    <Group gap="xs" wrap="wrap" data-testid="admin-first-approval" data-approved={first !== null}>
      <Badge color="blue" variant="light" radius="sm" tt="none" leftSection={<IconUsers size={12} aria-hidden />}>
        {first ? <Trans>1 of 2 approvals</Trans> : <Trans>Needs 2 approvals</Trans>}
      </Badge>
      {first ? (
        <Text size="sm">
          {approver ? (
            <Trans>
              Approved by <bdi data-user-content>{approver}</bdi> · waiting for a second admin
            </Trans>
          ) : (
            <Trans>Approved by admin #{adminId} · waiting for a second admin</Trans>
          )}
        </Text>
      ) : null}
    </Group>
  );
}
