import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminUserProtectionQueryOptions, adminUserQueryOptions } from './queries';
import { ReviewHoldPanel } from './ReviewHoldPanel';
import { formatShortDate } from './short-date';
import tables from '../../../components/Tables.module.css';

const LIMITS = [
  ['deposit_daily', 'Deposits / 24 h'],
  ['deposit_weekly', 'Deposits / 7 d'],
  ['deposit_monthly', 'Deposits / 30 d'],
  ['loss_daily', 'Losses / 24 h'],
  ['loss_weekly', 'Losses / 7 d'],
  ['loss_monthly', 'Losses / 30 d'],
] as const;

const until = (active: boolean, endsAt: string | null, open: string) =>
  active ? (endsAt ? `until ${new Date(endsAt).toLocaleString()}` : open) : 'none';

/**
 * What the player set to protect themselves, and its record. Read only on purpose: nobody, an admin included,
 * may shorten or lift a time-out or self-exclusion, or loosen a limit for the player. The one action is clearing
 * a review hold (issue 30), after checking why the account was held.
 */
export function ProtectionSection({ userId }: { userId: number }) {
  const { data } = useSuspenseQuery(adminUserProtectionQueryOptions(userId));
  const { data: detail } = useSuspenseQuery(adminUserQueryOptions(userId));
  const { protection, limits, history } = data;
  return (
    <Card withBorder padding="lg" data-testid="admin-user-protection">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Player protection
        </Title>
        <ReviewHoldPanel userId={userId} username={detail.user.username} data={data} />
        <Group gap="xl" wrap="wrap">
          <Text size="sm">Date of birth: {protection.date_of_birth ?? 'not given'}</Text>
          <Text size="sm" data-testid="admin-time-out">
            Time-out: {until(protection.time_out.active, protection.time_out.ends_at, 'in force')}
          </Text>
          <Text size="sm" data-testid="admin-self-exclusion">
            Self-exclusion:{' '}
            {until(
              protection.self_exclusion.active,
              protection.self_exclusion.ends_at,
              'until the player asks to reopen',
            )}
          </Text>
        </Group>
        <Group gap="xl" wrap="wrap">
          {LIMITS.map(([name, label]) => (
            <Text size="sm" key={name}>
              {label}: {limits[name] ?? 'none'}
            </Text>
          ))}
        </Group>
        {/* Wider than a phone: a region the keyboard can scroll (WCAG 2.1.1, axe's scrollable-region-focusable). */}
        <div className={tables.scroll} tabIndex={0} role="region" aria-label="Protection history, scrolls sideways">
          <Table striped aria-label="Protection history" data-testid="admin-protection-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Change</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>No change yet.</Table.Td>
                </Table.Tr>
              ) : (
                history.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>{formatShortDate(event.occurred_at)}</Table.Td>
                    <Table.Td>{event.type}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {JSON.stringify(event.payload)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    </Card>
  );
}
