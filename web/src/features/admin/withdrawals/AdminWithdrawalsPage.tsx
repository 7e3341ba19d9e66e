import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconClockPause, IconInbox, IconTimeline, IconX, type Icon } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ListPagination } from '../../../components/ListPagination';
import { Money } from '../../../components/Money';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { cancellationReasonLabel } from '../../../lib/withdrawal-options';
import {
  adminWithdrawalsQueryOptions,
  STATUS_FILTERS,
  type AdminWithdrawal,
  type ReviewAction,
  type StatusFilter,
  type WithdrawalFilter,
} from './queries';
import { availableActions, REVIEW_ACTIONS } from './review-actions';
import { ReviewModal, type ReviewTarget } from './ReviewModal';
import { RiskBadge } from './RiskSignals';
import { ApprovalProgress } from './ApprovalProgress';
import factsClasses from '../../../components/Facts.module.css';
import classes from './AdminWithdrawals.module.css';
import { useChanged } from '../../../lib/use-changed';

const routeApi = getRouteApi('/_authenticated/admin/withdrawals');

const FILTER_LABEL: Record<StatusFilter, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELED: 'Cancelled',
  ALL: 'All',
};

const ACTION_ICON: Record<ReviewAction, Icon> = {
  approve: IconCheck,
  reject: IconX,
  approve_cancellation: IconCheck,
  deny_cancellation: IconX,
};

/**
 * An open cancellation request, or one that was denied: the player still sees a denial on their card (the
 * withdrawal stays pending), so the admin's card keeps it too. A cancelled withdrawal says it all by its status.
 */
function cancellationState(withdrawal: AdminWithdrawal): 'open' | 'denied' | null {
  if (withdrawal.cancellation_requested) return 'open';
  if (withdrawal.cancellation_requested_at !== null && withdrawal.status !== 'CANCELED') return 'denied';
  return null;
}

function emptyText(status: StatusFilter, cancellation: boolean): string {
  if (cancellation) return 'No open cancellation requests';
  if (status === 'PENDING') return 'The queue is clear: no pending withdrawals';
  if (status === 'ALL') return 'No withdrawals yet';
  return `No ${FILTER_LABEL[status].toLowerCase()} withdrawals`;
}

interface RowProps {
  withdrawal: AdminWithdrawal;
  onAction: (target: ReviewTarget) => void;
}

function WithdrawalRow({ withdrawal, onAction }: RowProps) {
  const player = withdrawal.username ?? `User #${withdrawal.user_id}`;
  const actions = availableActions(withdrawal);
  const cancellation = cancellationState(withdrawal);
  return (
    <li
      className={classes.row}
      data-cancelling={withdrawal.cancellation_requested ? 'true' : undefined}
      data-testid="admin-withdrawal-row"
      data-withdrawal-id={withdrawal.id}
    >
      <Stack gap="sm" miw={0}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar size={36} radius="xl" color="violet" alt="" aria-hidden>
              {player.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={0} miw={0}>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/admin/users/$userId" params={{ userId: withdrawal.user_id }} />
                )}
                fw={700}
                c="inherit"
                truncate
                data-testid="admin-withdrawal-user"
              >
                <bdi>{player}</bdi>
              </Anchor>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  Request #{withdrawal.id}
                </Text>
                <Text size="xs" c="dimmed" aria-hidden>
                  ·
                </Text>
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/admin/events"
                      search={{ aggregate_type: 'withdrawal', aggregate_id: withdrawal.id }}
                    />
                  )}
                  size="xs"
                  className={classes.eventsLink}
                  aria-label={`Events of request #${withdrawal.id}`}
                  data-testid="admin-withdrawal-events"
                >
                  <IconTimeline size={12} aria-hidden />
                  Events
                </Anchor>
              </Group>
            </Stack>
          </Group>
          <Group gap="sm">
            <RiskBadge signals={withdrawal.risk_signals} />
            <Money value={withdrawal.amount} fz="lg" fw={700} iconSize={18} data-testid="admin-withdrawal-amount" />
            <StatusBadge kind="withdrawal" status={withdrawal.status} text="name" size="md" />
          </Group>
        </Group>
        <dl className={factsClasses.facts}>
          <dt>Method</dt>
          <dd>{withdrawal.payment_method_display}</dd>
          <dt>Details</dt>
          <dd data-testid="admin-withdrawal-details" dir="auto">
            {withdrawal.payment_details}
          </dd>
          <dt>Requested</dt>
          <dd>{formatDateTime(withdrawal.requested_at)}</dd>
          {withdrawal.reviewed_at ? (
            <>
              <dt>Reviewed</dt>
              <dd>{formatDateTime(withdrawal.reviewed_at)}</dd>
            </>
          ) : null}
          {withdrawal.payout_reference ? (
            <>
              <dt>Reference</dt>
              <dd data-testid="admin-payout-reference" dir="auto">
                {withdrawal.payout_reference}
              </dd>
            </>
          ) : null}
        </dl>
        <ApprovalProgress withdrawal={withdrawal} />
        {cancellation ? (
          <Group gap="xs" wrap="wrap" data-testid="admin-cancellation-info" data-state={cancellation}>
            <Badge
              color={cancellation === 'open' ? 'orange' : 'gray'}
              variant={cancellation === 'open' ? 'filled' : 'light'}
              radius="sm"
              tt="none"
              leftSection={<IconClockPause size={14} aria-hidden />}
            >
              {cancellation === 'open' ? 'Cancellation Requested' : 'Cancellation denied'}
            </Badge>
            <Text size="sm">
              {withdrawal.cancellation_reason_display ?? cancellationReasonLabel(withdrawal.cancellation_reason)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(withdrawal.cancellation_requested_at)}
            </Text>
          </Group>
        ) : null}
        {withdrawal.admin_notes.trim() ? (
          <div className={classes.notes}>
            <Text span size="xs" fw={700} c="dimmed" tt="uppercase">
              Admin notes ·{' '}
            </Text>
            <bdi data-testid="admin-withdrawal-notes">{withdrawal.admin_notes}</bdi>
          </div>
        ) : null}
      </Stack>
      {actions.length > 0 ? (
        <div className={classes.actions} role="group" aria-label={`Actions for request #${withdrawal.id}`}>
          {actions.map((action) => {
            const look = REVIEW_ACTIONS[action];
            const ActionIcon = ACTION_ICON[action];
            const primary = action === 'approve' || action === 'approve_cancellation';
            return (
              <Button
                key={action}
                color={look.color}
                variant={primary ? 'filled' : 'light'}
                leftSection={<ActionIcon size={16} aria-hidden />}
                onClick={() => onAction({ withdrawal, action })}
                aria-label={`${look.label} request #${withdrawal.id} by ${player}`}
                data-testid={`admin-action-${action}`}
              >
                {look.label}
              </Button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}

export function AdminWithdrawalsPage() {
  const filter = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const { data } = useSuspenseQuery(adminWithdrawalsQueryOptions(filter));
  const withdrawals = data.results;
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
        <Title order={1}>Withdrawals</Title>
        <Text c="dimmed">Review players' withdrawal requests and their cancellation requests.</Text>
      </Stack>

      <Card padding="md">
        <div className={classes.filters}>
          <div className={classes.segmentScroll}>
            <SegmentedControl
              aria-label="Status"
              value={controls.status}
              onChange={(value) => setFilter({ status: value })}
              data={STATUS_FILTERS.map((status) => ({ value: status, label: FILTER_LABEL[status] }))}
              classNames={{ root: classes.segment, label: classes.segmentLabel }}
              data-testid="admin-status-filter"
            />
          </div>
          <Switch
            label="Only cancellation requests"
            checked={controls.cancellation}
            onChange={(event) => setFilter({ cancellation: event.currentTarget.checked })}
            color="orange"
            data-testid="admin-cancellation-filter"
          />
        </div>
      </Card>

      <Text size="sm" c="dimmed" aria-live="polite" data-testid="admin-withdrawal-count">
        {data.count === 1 ? '1 request' : `${data.count} requests`}
      </Text>

      {data.count === 0 ? (
        <Card data-testid="admin-withdrawals-empty">
          <Stack align="center" gap={6} py="xl" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconInbox size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{emptyText(filter.status, filter.cancellation)}</Text>
            <Text c="dimmed" size="sm">
              Change the filters to see other requests.
            </Text>
          </Stack>
        </Card>
      ) : (
        <ul
          className={classes.list}
          aria-label="Withdrawal requests"
          aria-busy={loading}
          data-loading={loading || undefined}
        >
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} onAction={setTarget} />
          ))}
        </ul>
      )}

      <ListPagination count={data.count} page={filter.page ?? 1} onChange={toPage} noun="requests" />

      <ReviewModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
