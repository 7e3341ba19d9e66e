import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Money } from '../../../components/Money';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import type { AdminUserDetail } from './queries';
import { UserEmptyRow } from './UserEmptyRow';
import { UserSection } from './UserSection';
import tables from '../../../components/Tables.module.css';

/** The player's withdrawal requests on the admin user page. */
export function UserWithdrawals({ detail }: { detail: AdminUserDetail }) {
  return (
    <UserSection id="user-withdrawals" title="Withdrawals" count={detail.withdrawals.length}>
      <Table className={tables.stack} striped verticalSpacing="xs" horizontalSpacing="md">
        <caption className={tables.caption}>Withdrawals of {detail.user.username}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Request</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Method</Table.Th>
            <Table.Th scope="col">Requested</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Events
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.withdrawals.length === 0 ? (
            <UserEmptyRow colSpan={6} text="No withdrawal requests" />
          ) : (
            detail.withdrawals.map((withdrawal) => (
              <Table.Tr key={withdrawal.id} data-testid="user-withdrawal-row" data-withdrawal-id={withdrawal.id}>
                <Table.Td className={tables.primary}>
                  Request #{withdrawal.id}
                  {withdrawal.cancellation_requested ? (
                    <Badge ml="xs" size="sm" color="orange" variant="light" tt="none">
                      Cancellation requested
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td data-label="Status">
                  <StatusBadge kind="withdrawal" status={withdrawal.status} text="name" size="md" />
                </Table.Td>
                <Table.Td data-label="Method">{withdrawal.payment_method_display}</Table.Td>
                <Table.Td data-label="Requested" className={tables.nowrap}>
                  {formatDateTime(withdrawal.requested_at)}
                </Table.Td>
                <Table.Td data-label="Amount" ta="right">
                  <Money value={withdrawal.amount} size="sm" iconSize={14} />
                </Table.Td>
                <Table.Td data-label="Events" ta="right">
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/admin/events"
                        search={{ aggregate_type: 'withdrawal', aggregate_id: withdrawal.id }}
                      />
                    )}
                    size="sm"
                    aria-label={`Events of withdrawal request #${withdrawal.id}`}
                  >
                    Events
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </UserSection>
  );
}
