import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Money } from '../../../components/Money';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { paymentMethodLabel } from '../../../lib/withdrawal-options';
import type { AdminUserDetail } from './queries';
import { UserEmptyRow } from './UserEmptyRow';
import { UserSection } from './UserSection';
import tables from '../../../components/Tables.module.css';

/** The player's withdrawal requests on the admin user page. */
export function UserWithdrawals({ detail }: { detail: AdminUserDetail }) {
  const { t } = useLingui();
  const username = detail.user.username;
  return (
    <UserSection id="user-withdrawals" title={t`Withdrawals`} count={detail.withdrawals.length}>
      <Table className={tables.stack} striped verticalSpacing="xs" horizontalSpacing="md">
        <caption className={tables.caption}>
          <Trans>
            Withdrawals of <bdi data-user-content>{username}</bdi>
          </Trans>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Request</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Method</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Requested</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>Events</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.withdrawals.length === 0 ? (
            <UserEmptyRow colSpan={6} text={t`No withdrawal requests`} />
          ) : (
            detail.withdrawals.map((withdrawal) => {
              const requestId = withdrawal.id;
              return (
                <Table.Tr key={withdrawal.id} data-testid="user-withdrawal-row" data-withdrawal-id={withdrawal.id}>
                  <Table.Td className={tables.primary}>
                    <Trans>Request #{requestId}</Trans>
                    {withdrawal.cancellation_requested ? (
                      <Badge ml="xs" size="sm" color="orange" variant="light" tt="none">
                        <Trans>Cancellation requested</Trans>
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label={t`Status`}>
                    <StatusBadge kind="withdrawal" status={withdrawal.status} text="name" size="md" />
                  </Table.Td>
                  <Table.Td data-label={t`Method`}>{paymentMethodLabel(withdrawal)}</Table.Td>
                  <Table.Td data-label={t`Requested`} className={tables.nowrap}>
                    {formatDateTime(withdrawal.requested_at)}
                  </Table.Td>
                  <Table.Td data-label={t`Amount`} ta="right">
                    <Money value={withdrawal.amount} size="sm" iconSize={14} />
                  </Table.Td>
                  <Table.Td data-label={t`Events`} ta="right">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/admin/events"
                          search={{ aggregate_type: 'withdrawal', aggregate_id: withdrawal.id }}
                        />
                      )}
                      size="sm"
                      aria-label={t`Events of withdrawal request #${requestId}`}
                    >
                      <Trans>Events</Trans>
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </UserSection>
  );
}
