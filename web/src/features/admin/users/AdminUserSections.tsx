import { Anchor, Badge, Card, Stack, Table, Text, Title, type MantineColor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Money } from '../../../components/Money';
import { PostingsTable, type Posting } from '../../../components/PostingsTable';
import { formatCoins, formatDateTime } from '../../../lib/format';
import { transactionSign } from '../../../lib/transaction-sign';
import { StatusBadge } from '../../../components/StatusBadge';
import type { AdminUserDetail } from './queries';
import { formatShortDate } from './short-date';
import tables from '../../../components/Tables.module.css';

/* The admin user page's lists: the wallet's postings, the withdrawals and the tournaments. */

/*
 * The spec spells a tournament's end CANCELLED and a withdrawal's CANCELED (StatusBadge): both are the server's
 * words, kept as they are, never mapped onto one another.
 */
const TOURNAMENT_STATUS_COLOR: Record<string, MantineColor> = {
  PENDING: 'blue',
  ACTIVE: 'teal',
  COMPLETED: 'gray',
  CANCELLED: 'red',
};

interface SectionProps {
  id: string;
  title: string;
  count: number;
  hint?: string;
  children: ReactNode;
}

function Section({ id, title, count, hint, children }: SectionProps) {
  return (
    <Card padding={0} component="section" aria-labelledby={id} data-testid={id}>
      <div className={tables.sectionHeader}>
        <Title order={2} size="h4" id={id}>
          {title}{' '}
          <Text span c="dimmed" fw={500} size="sm">
            ({count})
          </Text>
        </Title>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      {children}
    </Card>
  );
}

function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} className={tables.empty}>
        {text}
      </Table.Td>
    </Table.Tr>
  );
}

/** A wallet's amounts come unsigned: the type says which way they went. */
function walletAmount({ transaction_type, amount }: Posting) {
  const { sign, color } = transactionSign(transaction_type, amount);
  return { text: `${sign}${formatCoins(amount)}`, color };
}

export function Transactions({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section
      id="user-transactions"
      title="Transactions"
      count={detail.transactions.length}
      hint="The last 50 postings on the wallet"
    >
      <PostingsTable
        postings={detail.transactions}
        caption={`Transactions of ${detail.user.username}`}
        empty="No transactions yet"
        amountOf={walletAmount}
        rowTestId="user-transaction-row"
      />
    </Section>
  );
}

export function Withdrawals({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section id="user-withdrawals" title="Withdrawals" count={detail.withdrawals.length}>
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
            <EmptyRow colSpan={6} text="No withdrawal requests" />
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
    </Section>
  );
}

export function Tournaments({ detail }: { detail: AdminUserDetail }) {
  return (
    <Section
      id="user-tournaments"
      title="Tournaments"
      count={detail.tournaments.length}
      hint="Every tournament they have a seat in"
    >
      <Table className={tables.stack} striped verticalSpacing="xs" horizontalSpacing="md">
        <caption className={tables.caption}>Tournaments of {detail.user.username}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tournament</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Players</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col" ta="right">
              Entry fee
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Events
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.tournaments.length === 0 ? (
            <EmptyRow colSpan={6} text="No tournaments yet" />
          ) : (
            detail.tournaments.map((tournament) => {
              const placement = tournament.participants.find((p) => p.id === detail.user.id)?.placement;
              return (
                <Table.Tr key={tournament.id} data-testid="user-tournament-row" data-tournament-id={tournament.id}>
                  <Table.Td className={tables.primary}>
                    <Stack gap={0} miw={0}>
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/tournament/$tournamentId"
                            params={{ tournamentId: String(tournament.id) }}
                          />
                        )}
                        size="sm"
                        fw={600}
                      >
                        <bdi>{tournament.name}</bdi>
                      </Anchor>
                      <Text size="xs" c="dimmed" fw={400}>
                        #{tournament.id} · {tournament.game_mode_display}
                        {placement ? ` · placed ${placement}` : ''}
                        {tournament.winner === detail.user.id ? ' · champion' : ''}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label="Status">
                    <Badge
                      variant="light"
                      radius="sm"
                      tt="none"
                      color={TOURNAMENT_STATUS_COLOR[tournament.status] ?? 'gray'}
                    >
                      {tournament.status_display}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label="Players" className={tables.amount}>
                    {tournament.current_players}/{tournament.max_players}
                  </Table.Td>
                  <Table.Td data-label="Created" className={tables.nowrap}>
                    {formatShortDate(tournament.created_at)}
                  </Table.Td>
                  <Table.Td data-label="Entry fee" ta="right">
                    <Money value={tournament.entry_fee} size="sm" iconSize={14} />
                  </Table.Td>
                  <Table.Td data-label="Events" ta="right">
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/admin/events"
                          search={{ aggregate_type: 'tournament', aggregate_id: tournament.id }}
                        />
                      )}
                      size="sm"
                      aria-label={`Events of tournament ${tournament.name} (#${tournament.id})`}
                      data-testid="tournament-events-link"
                    >
                      Events
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
