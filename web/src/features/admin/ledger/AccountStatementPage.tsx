import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTimeline, IconUser } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PostingsTable, type Posting } from '../../../components/PostingsTable';
import { errorMessage } from '../../../lib/errors';
import { formatCoins } from '../../../lib/format';
import { lookup } from '../../../lib/lookup';
import { centsSign } from '../../../lib/money';
import { notifyError } from '../../../lib/notify';
import { accountStatementQueryOptions, type StatementAccount } from './queries';
import { KIND_COLOR, KIND_LABEL } from './ledger-kinds';
import tables from '../../../components/Tables.module.css';

const routeApi = getRouteApi('/_authenticated/admin/ledger/accounts/$accountId');

/** A statement's amounts come signed: + into the account, - out of it. */
function statementAmount({ amount }: Posting) {
  const sign = centsSign(amount);
  return { text: sign > 0 ? `+${formatCoins(amount)}` : formatCoins(amount), color: sign < 0 ? 'red.7' : 'teal.8' };
}

/** Links from an account to what owns it: a wallet's user and deposits, an escrow's tournament. */
function OwnerLinks({ account }: { account: StatementAccount }) {
  const { t } = useLingui();
  const tournamentId = account.tournament_id;
  if (account.kind === 'WALLET' && account.user_id !== null) {
    return (
      <Group gap="sm">
        <Button
          renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: account.user_id }} />}
          variant="default"
          size="sm"
          leftSection={<IconUser size={16} aria-hidden />}
        >
          <Trans>User</Trans>
        </Button>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/admin/events" search={{ aggregate_type: 'wallet', aggregate_id: account.user_id }} />
          )}
          variant="default"
          size="sm"
          leftSection={<IconTimeline size={16} aria-hidden />}
          aria-label={t`Events of this wallet`}
        >
          <Trans>Events</Trans>
        </Button>
      </Group>
    );
  }
  if (account.kind === 'ESCROW' && account.tournament_id !== null) {
    return (
      <Button
        renderRoot={(props) => (
          <Link
            {...props}
            to="/admin/events"
            search={{ aggregate_type: 'tournament', aggregate_id: account.tournament_id }}
          />
        )}
        variant="default"
        size="sm"
        leftSection={<IconTimeline size={16} aria-hidden />}
        aria-label={t`Events of tournament #${tournamentId}`}
      >
        <Trans>Tournament events</Trans>
      </Button>
    );
  }
  return null;
}

/** "Newest first · 50 postings shown" while older ones remain to load, else the whole count. */
function linesText(count: number, more: boolean): string {
  return more
    ? plural(count, { one: 'Newest first · # posting shown', other: 'Newest first · # postings shown' })
    : plural(count, { one: 'Newest first · # posting', other: 'Newest first · # postings' });
}

export function AccountStatementPage() {
  const { t } = useLingui();
  const { accountId } = routeApi.useParams();
  const query = useSuspenseInfiniteQuery(accountStatementQueryOptions(accountId));
  const account = query.data.pages[0].account;
  const lines = query.data.pages.flatMap((page) => page.results);
  const negative = centsSign(account.balance) < 0;
  const accountName = account.name;
  const owner = account.kind === 'WALLET' ? account.username : null;
  const kindLabel = lookup(KIND_LABEL, account.kind);

  const loadMore = () => {
    void query.fetchNextPage().then((result) => {
      if (result.isError) notifyError(errorMessage(result.error));
    });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/ledger" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          <Trans>Trial balance</Trans>
        </Group>
      </Anchor>

      <Card data-testid="statement-account">
        <div className={tables.pageHeader}>
          <Stack gap={6} miw={0}>
            <Group gap="xs">
              <Badge variant="light" radius="sm" color={KIND_COLOR[account.kind] ?? 'gray'}>
                {kindLabel ? t(kindLabel) : account.kind}
              </Badge>
              <Code>{account.key}</Code>
            </Group>
            <Title order={1} size="h2" className={tables.wrap} data-testid="statement-title">
              {owner ? (
                <Trans>
                  <bdi data-user-content>{owner}</bdi>&apos;s wallet
                </Trans>
              ) : (
                <span data-user-content>{accountName}</span>
              )}
            </Title>
            {owner ? (
              <Text size="sm" c="dimmed" data-user-content>
                {account.name}
              </Text>
            ) : null}
            <OwnerLinks account={account} />
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              <Trans>Balance</Trans>
            </Text>
            <Text
              fz={28}
              fw={800}
              lh={1.1}
              c={negative ? 'red.7' : undefined}
              className={tables.amount}
              data-testid="statement-balance"
            >
              {formatCoins(account.balance)}
            </Text>
          </Stack>
        </div>
      </Card>

      <Card padding={0} component="section" aria-labelledby="statement-lines-title">
        <div className={tables.sectionHeader}>
          <Title order={2} size="h4" id="statement-lines-title">
            <Trans>Statement</Trans>
          </Title>
          <Text size="xs" c="dimmed">
            {linesText(lines.length, query.hasNextPage)}
          </Text>
        </div>
        <PostingsTable
          postings={lines}
          caption={t`Postings on ${accountName}, newest first`}
          empty={t`Nothing has been posted to this account yet`}
          amountOf={statementAmount}
          showEntry
          rowTestId="statement-line"
          amountTestId="statement-amount"
          balanceTestId="statement-balance-after"
          highlightOnHover
          data-testid="statement-table"
        />
        {lines.length > 0 ? (
          <div className={tables.footer}>
            {query.hasNextPage ? (
              <Button
                variant="default"
                onClick={loadMore}
                loading={query.isFetchingNextPage}
                data-testid="statement-load-more"
              >
                <Trans>Load more</Trans>
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                <Trans>Start of the statement: no older postings</Trans>
              </Text>
            )}
          </div>
        ) : null}
      </Card>
    </Stack>
  );
}
