import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { emptyText } from './filter-labels';
import type { StatusFilter } from './queries';

/** The queue when the filters find nothing. */
export function WithdrawalsEmpty({ status, cancellation }: { status: StatusFilter; cancellation: boolean }) {
  return (
    <Card data-testid="admin-withdrawals-empty">
      <Stack align="center" gap={6} py="xl" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconInbox size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{emptyText(status, cancellation)}</Text>
        <Text c="dimmed" size="sm">
          <Trans>Change the filters to see other requests.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
