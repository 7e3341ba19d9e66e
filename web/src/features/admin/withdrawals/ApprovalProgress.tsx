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
  return (
    <Group gap="xs" wrap="wrap" data-testid="admin-first-approval" data-approved={first !== null}>
      <Badge color="blue" variant="light" radius="sm" tt="none" leftSection={<IconUsers size={12} aria-hidden />}>
        {first ? '1 of 2 approvals' : 'Needs 2 approvals'}
      </Badge>
      {first ? (
        <Text size="sm">
          Approved by <bdi>{first.username ?? `admin #${first.admin_id}`}</bdi> · waiting for a second admin
        </Text>
      ) : null}
    </Group>
  );
}
