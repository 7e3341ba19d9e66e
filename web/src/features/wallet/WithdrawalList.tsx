import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconClockPause, IconInbox, IconMessage2, IconReceipt } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { formatDateTime } from '../../lib/format';
import type { Withdrawal } from '../../lib/api/wallet';
import { paymentMethodIcon } from './wallet-icons';
import { cancellationReasonLabel, paymentMethodLabel } from '../../lib/withdrawal-options';
import { StatusBadge } from '../../components/StatusBadge';
import factsClasses from '../../components/Facts.module.css';
import classes from './WalletPage.module.css';

/** The player asked to cancel at some point (open now, or already decided by an admin). */
export function cancellationWasRequested(withdrawal: Withdrawal): boolean {
  return withdrawal.cancellation_requested || withdrawal.cancellation_requested_at !== null;
}

/** Admin notes are shown once a decision was made: the status moved on, or a cancellation request was denied. */
function showsAdminNotes(withdrawal: Withdrawal): boolean {
  if (!withdrawal.admin_notes.trim()) return false;
  if (withdrawal.status !== 'PENDING') return true;
  return !withdrawal.cancellation_requested && withdrawal.cancellation_requested_at !== null;
}

function CancellationNote({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useLingui();
  if (!cancellationWasRequested(withdrawal) || withdrawal.status === 'CANCELED') return null;
  const open = withdrawal.cancellation_requested;
  // The client's own name for the reason, in the active language (the server's display is English).
  const reason = cancellationReasonLabel(withdrawal.cancellation_reason);
  const requestedAt = formatDateTime(withdrawal.cancellation_requested_at);
  return (
    <Group gap="xs" wrap="wrap" data-testid="cancellation-info">
      <Badge
        color={open ? 'orange' : 'gray'}
        variant={open ? 'filled' : 'light'}
        radius="sm"
        tt="none"
        leftSection={<IconClockPause size={14} aria-hidden />}
        data-testid={open ? 'cancellation-requested-badge' : 'cancellation-denied-badge'}
      >
        {open ? t`Cancellation Requested` : t`Cancellation denied`}
      </Badge>
      <Text size="xs" c="dimmed">
        <Trans>
          Reason:{' '}
          <Text span inherit fw={600} c="dark.6">
            {reason}
          </Text>{' '}
          · {requestedAt}
        </Trans>
      </Text>
    </Group>
  );
}

interface NoteProps {
  className: string;
  icon: ReactNode;
  label: string;
  testId: string;
  children: ReactNode;
}

/** A labelled block under the facts: what the admin wrote or recorded for the player. */
function Note({ className, icon, label, testId, children }: NoteProps) {
  return (
    <div className={className} data-testid={testId}>
      <Group gap={6} mb={2}>
        {icon}
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
      </Group>
      {children}
    </div>
  );
}

interface WithdrawalItemProps {
  withdrawal: Withdrawal;
  onRequestCancellation: (withdrawal: Withdrawal) => void;
}

function WithdrawalItem({ withdrawal, onRequestCancellation }: WithdrawalItemProps) {
  const { t } = useLingui();
  const requested = cancellationWasRequested(withdrawal);
  return (
    <li
      className={classes.withdrawal}
      data-cancelling={withdrawal.cancellation_requested ? 'true' : undefined}
      data-testid="withdrawal-item"
      data-withdrawal-id={withdrawal.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Money value={withdrawal.amount} fz="xl" fw={700} iconSize={20} data-testid="withdrawal-amount" />
          <StatusBadge kind="withdrawal" status={withdrawal.status} />
        </Group>
        <dl className={factsClasses.facts}>
          <dt>
            <Trans>Method</Trans>
          </dt>
          <dd>
            <Group gap={6} wrap="nowrap" component="span" display="inline-flex">
              {paymentMethodIcon(withdrawal.payment_method, 16)}
              <span data-testid="withdrawal-method">{paymentMethodLabel(withdrawal)}</span>
            </Group>
          </dd>
          <dt>
            <Trans>Details</Trans>
          </dt>
          <dd data-testid="withdrawal-details" data-user-content>
            {withdrawal.payment_details}
          </dd>
          <dt>
            <Trans>Requested</Trans>
          </dt>
          <dd data-testid="withdrawal-requested-at">{formatDateTime(withdrawal.requested_at)}</dd>
        </dl>
        {withdrawal.payout_reference ? (
          <Note
            className={classes.reference}
            icon={<IconReceipt size={14} aria-hidden color="var(--mantine-color-teal-6)" />}
            label={t`Payout reference`}
            testId="withdrawal-payout-reference"
          >
            <bdi className={classes.referenceValue} data-user-content>
              {withdrawal.payout_reference}
            </bdi>
          </Note>
        ) : null}
        <CancellationNote withdrawal={withdrawal} />
        {showsAdminNotes(withdrawal) ? (
          <Note
            className={classes.notes}
            icon={<IconMessage2 size={14} aria-hidden color="var(--mantine-color-violet-6)" />}
            label={t`Admin notes`}
            testId="withdrawal-admin-notes"
          >
            <span data-user-content>{withdrawal.admin_notes}</span>
          </Note>
        ) : null}
        {withdrawal.status === 'PENDING' ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={requested}
              onClick={() => onRequestCancellation(withdrawal)}
              data-testid="request-cancellation-button"
            >
              {requested ? t`Cancellation Requested` : t`Request Cancellation`}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </li>
  );
}

interface WithdrawalListProps {
  withdrawals: Withdrawal[];
  onRequestCancellation: (withdrawal: Withdrawal) => void;
}

export function WithdrawalList({ withdrawals, onRequestCancellation }: WithdrawalListProps) {
  return (
    <Card component="section" aria-labelledby="withdrawals-title" data-testid="withdrawal-requests">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <IconCash size={20} aria-hidden color="var(--mantine-color-violet-6)" />
            <Title order={2} size="h4" id="withdrawals-title">
              <Trans>Withdrawal Requests</Trans>
            </Title>
          </Group>
          {withdrawals.length > 0 ? (
            <Badge variant="light" color="gray" radius="sm">
              {withdrawals.length}
            </Badge>
          ) : null}
        </Group>
        {withdrawals.length === 0 ? (
          <Stack align="center" gap={6} py="lg" ta="center" data-testid="withdrawals-empty">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconInbox size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              <Trans>No withdrawal requests yet</Trans>
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>Requests you make with the Withdraw button show up here while an admin reviews them.</Trans>
            </Text>
          </Stack>
        ) : (
          <ul className={classes.list}>
            {withdrawals.map((withdrawal) => (
              <WithdrawalItem
                key={withdrawal.id}
                withdrawal={withdrawal}
                onRequestCancellation={onRequestCancellation}
              />
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
