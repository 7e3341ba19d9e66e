import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Stack, Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListPagination } from '../../../components/ListPagination';
import { formatCoins, formatDateTime } from '../../../lib/format';
import { DEPOSIT_STATUS_COLOR, DEPOSIT_STATUS_LABEL, type AdminDeposit, type DepositFilter } from './deposit-filter';
import { DepositFilters } from './DepositFilters';
import { adminDepositsQueryOptions } from './queries';
import tables from '../../../components/Tables.module.css';
import classes from './AdminFinance.module.css';

interface DepositsPanelProps {
  period: { from: string; to: string };
  filter: DepositFilter;
  onFilter: (filter: DepositFilter) => void;
}

function DepositRow({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useLingui();
  const userId = deposit.user_id;
  return (
    <Table.Tr data-testid="deposit-row" data-status={deposit.status} data-user={deposit.user_id}>
      <Table.Td className={classes.amount}>#{deposit.id}</Table.Td>
      <Table.Td>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: deposit.user_id }} />}
          className={tables.nowrap}
        >
          {deposit.username ? <bdi data-user-content>{deposit.username}</bdi> : <Trans>User #{userId}</Trans>}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" radius="sm" color={DEPOSIT_STATUS_COLOR[deposit.status]} miw="max-content">
          {t(DEPOSIT_STATUS_LABEL[deposit.status])}
        </Badge>
      </Table.Td>
      <Table.Td data-user-content>{deposit.provider}</Table.Td>
      <Table.Td ta="right" className={classes.amount}>
        {formatCoins(deposit.amount)}
      </Table.Td>
      <Table.Td ta="right" className={classes.amount}>
        {deposit.amount_credited === null ? '–' : formatCoins(deposit.amount_credited)}
      </Table.Td>
      <Table.Td ta="right" className={classes.amount}>
        {formatCoins(deposit.amount_taken_back)}
      </Table.Td>
      <Table.Td className={classes.amount}>{formatDateTime(deposit.created_at)}</Table.Td>
    </Table.Tr>
  );
}

/** The period's deposits, newest first, filtered by status, provider and player. */
export function DepositsPanel({ period, filter, onFilter }: DepositsPanelProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(adminDepositsQueryOptions(period, filter));
  return (
    <Card padding="md" component="section" aria-labelledby="finance-deposits-title" data-testid="finance-deposit-list">
      <Stack gap="md">
        <Text component="h2" id="finance-deposits-title" fw={700} size="lg">
          <Trans>Deposits of the period</Trans>
        </Text>
        <DepositFilters filter={filter} onApply={onFilter} />
        <div className={tables.scroll} tabIndex={0} role="region" aria-label={t`Deposits, scrolls sideways`}>
          <Table striped verticalSpacing="xs" horizontalSpacing="md" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Deposit</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Player</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Provider</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Asked</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Credited</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Taken back</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Created</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center" py="md" data-testid="deposits-empty">
                      <Trans>No deposits match</Trans>
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                data.results.map((deposit) => <DepositRow key={deposit.id} deposit={deposit} />)
              )}
            </Table.Tbody>
          </Table>
        </div>
        <ListPagination
          count={data.count}
          page={filter.page ?? 1}
          onChange={(page) => onFilter({ ...filter, page })}
          noun="deposits"
        />
      </Stack>
    </Card>
  );
}
