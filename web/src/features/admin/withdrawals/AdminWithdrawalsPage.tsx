import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ListPagination } from '../../../components/ListPagination';
import { adminWithdrawalsQueryOptions, type WithdrawalFilter } from './queries';
import { ReviewModal, type ReviewTarget } from './ReviewModal';
import { WithdrawalFilters } from './WithdrawalFilters';
import { WithdrawalRow } from './WithdrawalRow';
import { WithdrawalsEmpty } from './WithdrawalsEmpty';
import classes from './AdminWithdrawals.module.css';
import { useChanged } from '../../../lib/use-changed';

const routeApi = getRouteApi('/_authenticated/admin/withdrawals');

/** The admin's withdrawal review queue: filters in the address, a page of requests, the review dialog. */
export function AdminWithdrawalsPage() {
  const { t } = useLingui();
  const filter = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const { data } = useSuspenseQuery(adminWithdrawalsQueryOptions(filter));
  const withdrawals = data.results;
  const count = data.count;
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  // The controls answer at once; the list follows when the route has loaded the new filter.
  const [controls, setControls] = useState<WithdrawalFilter>(filter);
  if (useChanged(`${filter.status} ${String(filter.cancellation)}`)) {
    setControls({ status: filter.status, cancellation: filter.cancellation });
  }

  // Another filter starts from its first page.
  const setFilter = (next: Partial<WithdrawalFilter>) => {
    setControls((current) => ({ ...current, ...next }));
    void navigate({ search: (previous) => ({ ...previous, ...next, page: undefined }), replace: true });
  };
  const toPage = (page: number) =>
    void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Withdrawals</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Review players' withdrawal requests and their cancellation requests.</Trans>
        </Text>
      </Stack>

      <WithdrawalFilters value={controls} onChange={setFilter} />

      <Text size="sm" c="dimmed" aria-live="polite" data-testid="admin-withdrawal-count">
        {plural(count, { one: '# request', other: '# requests' })}
      </Text>

      {data.count === 0 ? (
        <WithdrawalsEmpty status={filter.status} cancellation={filter.cancellation} />
      ) : (
        <ul
          className={classes.list}
          aria-label={t`Withdrawal requests`}
          aria-busy={loading}
          data-loading={loading || undefined}
        >
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} onAction={setTarget} />
          ))}
        </ul>
      )}

      <ListPagination count={data.count} page={filter.page ?? 1} onChange={toPage} noun={t`requests`} />

      <ReviewModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
