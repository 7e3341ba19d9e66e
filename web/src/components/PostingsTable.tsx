import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { formatCoins, formatDateTime } from '../lib/format';
import { centsSign } from '../lib/money';
import { transactionTypeLabel } from '../lib/transaction-types';
import tables from './Tables.module.css';

/** A posting on one account, as the wallet and ledger views answer it. */
export interface Posting {
  id: number;
  transaction_type: string;
  transaction_type_display?: string | null;
  description: string;
  created_at: string;
  amount: string;
  balance_after: string;
  /** The journal entry it belongs to; the column shows when the postings carry it. */
  entry_id?: number;
}

interface PostingsTableProps<P extends Posting> {
  postings: P[];
  /** Read by screen readers above the table. */
  caption: string;
  empty: string;
  /** How an amount reads: its text with its sign, and its colour. */
  amountOf: (posting: P) => { text: string; color: string };
  showEntry?: boolean;
  rowTestId: string;
  amountTestId?: string;
  balanceTestId?: string;
  highlightOnHover?: boolean;
  'data-testid'?: string;
}

/** The postings of one account, newest first: the admin's user page and account statement both draw it. */
export function PostingsTable<P extends Posting>(props: PostingsTableProps<P>) {
  const { postings, caption, empty, amountOf, showEntry = false, rowTestId, amountTestId, balanceTestId } = props;
  const { t } = useLingui();
  const columns = showEntry ? 6 : 5;
  return (
    <Table
      className={tables.stack}
      striped
      highlightOnHover={props.highlightOnHover}
      verticalSpacing="xs"
      horizontalSpacing="md"
      data-testid={props['data-testid']}
    >
      <caption className={tables.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Type</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Description</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Date</Trans>
          </Table.Th>
          {showEntry ? (
            <Table.Th scope="col">
              <Trans>Entry</Trans>
            </Table.Th>
          ) : null}
          <Table.Th scope="col" ta="right">
            <Trans>Amount</Trans>
          </Table.Th>
          <Table.Th scope="col" ta="right">
            <Trans>Balance after</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {postings.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns} className={tables.empty}>
              {empty}
            </Table.Td>
          </Table.Tr>
        ) : (
          postings.map((posting) => {
            const amount = amountOf(posting);
            return (
              <Table.Tr key={posting.id} data-testid={rowTestId} data-type={posting.transaction_type}>
                <Table.Td className={tables.primary}>
                  {transactionTypeLabel(posting.transaction_type, posting.transaction_type_display)}
                </Table.Td>
                <Table.Td data-label={t`Description`}>
                  <Text span size="sm" c="dimmed" className={tables.wrap} data-user-content>
                    {posting.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t`Date`} className={tables.nowrap}>
                  {formatDateTime(posting.created_at)}
                </Table.Td>
                {showEntry ? (
                  <Table.Td data-label={t`Entry`} className={tables.amount}>
                    #{posting.entry_id}
                  </Table.Td>
                ) : null}
                <Table.Td data-label={t`Amount`} ta="right">
                  <Text span size="sm" fw={700} c={amount.color} className={tables.amount} data-testid={amountTestId}>
                    {amount.text}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t`Balance after`} ta="right">
                  <Text
                    span
                    size="sm"
                    fw={600}
                    c={centsSign(posting.balance_after) < 0 ? 'red.7' : undefined}
                    className={tables.amount}
                    data-testid={balanceTestId}
                  >
                    {formatCoins(posting.balance_after)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
}
