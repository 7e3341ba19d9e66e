import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Card, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Money } from '../../../components/Money';
import { ListPagination } from '../../../components/ListPagination';
import { formatShortDate } from './short-date';
import { adminUsersQueryOptions, type AdminUser } from './queries';
import { RoleBadge, UserStatusBadge } from './UserBadges';
import tables from '../../../components/Tables.module.css';

const routeApi = getRouteApi('/_authenticated/admin/users');

export const SEARCH_DEBOUNCE_MS = 300;

/** An email that may wrap only before its "@", never mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  return (
    <Table.Tr data-testid="admin-user-row" data-user-id={user.id} data-blocked={user.is_blocked || undefined}>
      <Table.Td className={tables.primary}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar size={32} radius="xl" color={user.is_blocked ? 'red' : 'violet'} alt="" aria-hidden>
            {user.username.slice(0, 2).toUpperCase()}
          </Avatar>
          <Anchor
            renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: user.id }} />}
            fw={600}
            truncate
            data-testid="admin-user-link"
          >
            <bdi data-user-content>{user.username}</bdi>
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td data-label={t`Email`}>
        <Text span size="sm" c="dimmed" className={tables.email} data-user-content>
          <EmailText email={user.email} />
        </Text>
      </Table.Td>
      <Table.Td data-label={t`Role`}>
        <RoleBadge role={user.role} size="sm" />
      </Table.Td>
      <Table.Td data-label={t`Status`}>
        <UserStatusBadge blocked={user.is_blocked} size="sm" />
      </Table.Td>
      <Table.Td data-label={t`Balance`} ta="right">
        <Money value={user.wallet_balance} size="sm" iconSize={14} className={tables.amount} />
      </Table.Td>
      <Table.Td data-label={t`W/L`} ta="right" className={tables.amount}>
        {user.wins}/{user.losses}
      </Table.Td>
      <Table.Td data-label={t`Joined`} className={tables.nowrap}>
        {formatShortDate(user.created_at)}
      </Table.Td>
    </Table.Tr>
  );
}

/** "3 users", or "3 users matching “ali”" while a search is on: whole sentences, the count as the language writes it. */
function countText(count: number, query: string): string {
  return query
    ? plural(count, { one: `# user matching “${query}”`, other: `# users matching “${query}”` })
    : plural(count, { one: '# user', other: '# users' });
}

export function AdminUsersPage() {
  const { t } = useLingui();
  const { search, page } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const { data } = useSuspenseQuery(adminUsersQueryOptions(search.trim(), page));

  const [value, setValue] = useState(search);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const sent = useRef(search);

  // Typing settles, then the address (and so the list) follows.
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    void navigate({ search: { search: debounced }, replace: true });
  }, [debounced, navigate]);

  // The back button or a link changed the address: the box follows.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setValue(search);
    }
  }, [search]);

  const users = data.results;
  const query = search.trim();
  const searching = loading || value !== debounced;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Users</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Find a player by username or email, open their wallet and history, block or unblock them.</Trans>
        </Text>
      </Stack>

      <Card padding="md">
        <TextInput
          label={t`Search users`}
          placeholder={t`Username or email`}
          type="search"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={searching ? <Loader size="xs" aria-label={t`Searching`} /> : null}
          maxLength={100}
          autoComplete="off"
          data-testid="admin-user-search"
        />
      </Card>

      <Card padding={0}>
        <div className={tables.sectionHeader}>
          <Text fw={700} size="sm" aria-live="polite" data-testid="admin-user-count">
            {countText(data.count, query)}
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>Newest first</Trans>
          </Text>
        </div>
        <div className={tables.scroll}>
          <Table
            className={`${tables.stack} ${tables.busy}`}
            striped
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="sm"
            aria-busy={searching}
            data-loading={loading || undefined}
            data-testid="admin-users-table"
          >
            <caption className={tables.caption}>
              <Trans>Users</Trans>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Username</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Email</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Role</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Balance</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>W/L</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Joined</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7} className={tables.empty} data-testid="admin-users-empty">
                    {query ? t`No user's name or email contains “${query}”` : t`No users yet`}
                  </Table.Td>
                </Table.Tr>
              ) : (
                users.map((user) => <UserRow key={user.id} user={user} />)
              )}
            </Table.Tbody>
          </Table>
        </div>
      </Card>
      <ListPagination
        count={data.count}
        page={page ?? 1}
        onChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
        noun={t`users`}
      />
    </Stack>
  );
}
