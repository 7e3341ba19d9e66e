import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconClockPause, IconTimeline, IconX, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Money } from '../../../components/Money';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { cancellationReasonLabel, paymentMethodLabel } from '../../../lib/withdrawal-options';
import type { AdminWithdrawal, ReviewAction } from './queries';
import { actionAccessibleName, availableActions, REVIEW_ACTIONS } from './review-actions';
import type { ReviewTarget } from './ReviewModal';
import { RiskBadge } from './RiskSignals';
import { ApprovalProgress } from './ApprovalProgress';
import factsClasses from '../../../components/Facts.module.css';
import classes from './AdminWithdrawals.module.css';

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

interface RowProps {
  withdrawal: AdminWithdrawal;
  onAction: (target: ReviewTarget) => void;
}

/** One request of the review queue: who, how much, where to, its progress, and the actions it allows. */
export function WithdrawalRow({ withdrawal, onAction }: RowProps) {
  const { t } = useLingui();
  const userId = withdrawal.user_id;
  const requestId = withdrawal.id;
  const player = withdrawal.username ?? t`User #${userId}`;
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
                <bdi data-user-content={withdrawal.username ? true : undefined}>{player}</bdi>
              </Anchor>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  <Trans>Request #{requestId}</Trans>
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
                  aria-label={t`Events of request #${requestId}`}
                  data-testid="admin-withdrawal-events"
                >
                  <IconTimeline size={12} aria-hidden />
                  <Trans>Events</Trans>
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
          <dt>
            <Trans>Method</Trans>
          </dt>
          <dd>{paymentMethodLabel(withdrawal)}</dd>
          <dt>
            <Trans>Details</Trans>
          </dt>
          <dd data-testid="admin-withdrawal-details" dir="auto" data-user-content>
            {withdrawal.payment_details}
          </dd>
          <dt>
            <Trans>Requested</Trans>
          </dt>
          <dd>{formatDateTime(withdrawal.requested_at)}</dd>
          {withdrawal.reviewed_at ? (
            <>
              <dt>
                <Trans>Reviewed</Trans>
              </dt>
              <dd>{formatDateTime(withdrawal.reviewed_at)}</dd>
            </>
          ) : null}
          {withdrawal.payout_reference ? (
            <>
              <dt>
                <Trans>Reference</Trans>
              </dt>
              <dd data-testid="admin-payout-reference" dir="auto" data-user-content>
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
              {cancellation === 'open' ? <Trans>Cancellation Requested</Trans> : <Trans>Cancellation denied</Trans>}
            </Badge>
            <Text size="sm">{cancellationReasonLabel(withdrawal.cancellation_reason)}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(withdrawal.cancellation_requested_at)}
            </Text>
          </Group>
        ) : null}
        {withdrawal.admin_notes.trim() ? (
          <div className={classes.notes}>
            <Text span size="xs" fw={700} c="dimmed" tt="uppercase">
              <Trans>Admin notes</Trans> ·{' '}
            </Text>
            <bdi data-testid="admin-withdrawal-notes" data-user-content>
              {withdrawal.admin_notes}
            </bdi>
          </div>
        ) : null}
      </Stack>
      {actions.length > 0 ? (
        <div className={classes.actions} role="group" aria-label={t`Actions for request #${requestId}`}>
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
                aria-label={actionAccessibleName(action, withdrawal.id, player)}
                data-testid={`admin-action-${action}`}
              >
                {t(look.label)}
              </Button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}
