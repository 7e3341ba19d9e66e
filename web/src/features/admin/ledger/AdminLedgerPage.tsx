import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconScale, IconScaleOutline } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatCoins } from '../../../lib/format';
import { lookup } from '../../../lib/lookup';
import { centsSign } from '../../../lib/money';
import { trialBalanceQueryOptions, type TrialBalanceAccount } from './queries';
import { intlLocale } from '../../../lib/intl';
import { KIND_COLOR, KIND_LABEL, kindCount } from './ledger-kinds';
import classes from './AdminLedger.module.css';

function isZero(value: string): boolean {
  return centsSign(value) === 0;
}

/** The account's name, opening its statement; a wallet is named by its owner. */
function AccountName({ account }: { account: TrialBalanceAccount }) {
  const owner = account.kind === 'WALLET' ? account.username : null;
  return (
    <Stack gap={0} miw={0}>
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/admin/ledger/accounts/$accountId" params={{ accountId: account.id }} />
        )}
        fw={600}
        className={classes.accountLink}
        data-testid="ledger-account-link"
      >
        {/* A username, or the ledger's stored name of the account: data, not a message. */}
        <bdi data-user-content>{owner ?? account.name}</bdi>
        <IconChevronRight size={14} aria-hidden className={classes.chevron} />
      </Anchor>
      {owner ? (
        <Text size="xs" c="dimmed" data-user-content>
          {account.name}
        </Text>
      ) : null}
    </Stack>
  );
}

function Amount({ value }: { value: string }) {
  const negative = centsSign(value) < 0;
  return (
    <Text span inherit c={negative ? 'red.7' : undefined} className={classes.amount}>
      {formatCoins(value)}
    </Text>
  );
}

/** "5 accounts · 3 wallets, 1 escrow, 1 system account", in the language's own list and plurals. */
function accountsSummary(total: number, counts: Record<string, number>): string {
  const accounts = plural(total, { one: '# account', other: '# accounts' });
  const kinds = Object.entries(counts).map(([kind, count]) => kindCount(kind, count));
  if (kinds.length === 0) return accounts;
  return `${accounts} · ${new Intl.ListFormat(intlLocale(), { style: 'short', type: 'unit' }).format(kinds)}`;
}

export function AdminLedgerPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(trialBalanceQueryOptions());
  const balanced = isZero(data.total);
  const counts = data.accounts.reduce<Record<string, number>>((all, account) => {
    all[account.kind] = (all[account.kind] ?? 0) + 1;
    return all;
  }, {});
  const kindLabel = (kind: string) => {
    const label = lookup(KIND_LABEL, kind);
    return label ? t(label) : kind;
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Ledger</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The trial balance: every account's balance. Double entry keeps their sum at zero. Open an account for its
            statement.
          </Trans>
        </Text>
      </Stack>

      <Card data-testid="ledger-summary">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="light" color={balanced ? 'teal' : 'red'}>
              {balanced ? <IconScale size={26} aria-hidden /> : <IconAlertTriangle size={26} aria-hidden />}
            </ThemeIcon>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                <Trans>Total of all accounts</Trans>
              </Text>
              <Text fz={28} fw={800} lh={1.1} className={classes.amount} data-testid="ledger-total">
                {formatCoins(data.total)}
              </Text>
            </Stack>
          </Group>
          <Stack gap={6} align="flex-end">
            <Badge
              size="lg"
              radius="sm"
              color={balanced ? 'teal' : 'red'}
              variant="light"
              leftSection={
                balanced ? <IconScaleOutline size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />
              }
              data-testid="ledger-balanced"
            >
              {balanced ? <Trans>Balanced</Trans> : <Trans>Out of balance</Trans>}
            </Badge>
            <Text size="xs" c="dimmed">
              {accountsSummary(data.accounts.length, counts)}
            </Text>
          </Stack>
        </Group>
      </Card>

      <Card padding={0} data-testid="ledger-table">
        <Table.ScrollContainer minWidth={340} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" captionSide="top">
            <caption className={classes.caption}>
              <Trans>Trial balance</Trans>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Account</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Kind</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Balance</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.accounts.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text c="dimmed" ta="center" py="md">
                      <Trans>No accounts yet</Trans>
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                data.accounts.map((account) => (
                  <Table.Tr key={account.id} data-testid="ledger-account-row" data-account-id={account.id}>
                    <Table.Td>
                      <AccountName account={account} />
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" radius="sm" color={KIND_COLOR[account.kind] ?? 'gray'}>
                        {kindLabel(account.kind)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount value={account.balance} />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr className={classes.totalRow}>
                <Table.Th scope="row" colSpan={2}>
                  <Trans>Total</Trans>
                </Table.Th>
                <Table.Td ta="right" fw={800}>
                  <Amount value={data.total} />
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
