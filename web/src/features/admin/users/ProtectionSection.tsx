import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { adminUserProtectionQueryOptions, adminUserQueryOptions } from './queries';
import { ReviewHoldPanel } from './ReviewHoldPanel';
import { formatCoins, formatDateTime } from '../../../lib/format';
import { formatShortDate } from './short-date';
import tables from '../../../components/Tables.module.css';

const LIMITS = [
  ['deposit_daily', msg`Deposits / 24 h`],
  ['deposit_weekly', msg`Deposits / 7 d`],
  ['deposit_monthly', msg`Deposits / 30 d`],
  ['loss_daily', msg`Losses / 24 h`],
  ['loss_weekly', msg`Losses / 7 d`],
  ['loss_monthly', msg`Losses / 30 d`],
] as const;

/**
 * What the player set to protect themselves, and its record. Read only on purpose: nobody, an admin included,
 * may shorten or lift a time-out or self-exclusion, or loosen a limit for the player. The one action is clearing
 * a review hold (issue 30), after checking why the account was held.
 */
export function ProtectionSection({ userId }: { userId: number }) {
  const { data } = useSuspenseQuery(adminUserProtectionQueryOptions(userId));
  const { data: detail } = useSuspenseQuery(adminUserQueryOptions(userId));
  const { protection, limits, history } = data;
  const { t } = useLingui();
  const dateOfBirth = protection.date_of_birth;
  const timeOutEnds = formatDateTime(protection.time_out.ends_at);
  const exclusionEnds = formatDateTime(protection.self_exclusion.ends_at);
  // Whole sentences for each state: the words around the date differ by language.
  const timeOut = !protection.time_out.active
    ? t`Time-out: none`
    : protection.time_out.ends_at
      ? t`Time-out: until ${timeOutEnds}`
      : t`Time-out: in force`;
  const selfExclusion = !protection.self_exclusion.active
    ? t`Self-exclusion: none`
    : protection.self_exclusion.ends_at
      ? t`Self-exclusion: until ${exclusionEnds}`
      : t`Self-exclusion: until the player asks to reopen`;
  return (
    <Card withBorder padding="lg" data-testid="admin-user-protection">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Player protection</Trans>
        </Title>
        <ReviewHoldPanel userId={userId} username={detail.user.username} data={data} />
        <Group gap="xl" wrap="wrap">
          <Text size="sm">
            {dateOfBirth ? <Trans>Date of birth: {dateOfBirth}</Trans> : <Trans>Date of birth: not given</Trans>}
          </Text>
          <Text size="sm" data-testid="admin-time-out">
            {timeOut}
          </Text>
          <Text size="sm" data-testid="admin-self-exclusion">
            {selfExclusion}
          </Text>
        </Group>
        <Group gap="xl" wrap="wrap">
          {LIMITS.map(([name, label]) => {
            const limit = t(label);
            const amount = limits[name];
            const value = amount === null ? null : formatCoins(amount);
            return (
              <Text size="sm" key={name}>
                {value === null ? t`${limit}: none` : t`${limit}: ${value}`}
              </Text>
            );
          })}
        </Group>
        {/* Wider than a phone: a region the keyboard can scroll (WCAG 2.1.1, axe's scrollable-region-focusable). */}
        <div className={tables.scroll} tabIndex={0} role="region" aria-label={t`Protection history, scrolls sideways`}>
          <Table striped aria-label={t`Protection history`} data-testid="admin-protection-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>When</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Change</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Details</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Trans>No change yet.</Trans>
                  </Table.Td>
                </Table.Tr>
              ) : (
                history.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td>{formatShortDate(event.occurred_at)}</Table.Td>
                    {/* The event's type and payload are the record's own data (names and JSON), not words. */}
                    <Table.Td data-user-content>{event.type}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" data-user-content>
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
