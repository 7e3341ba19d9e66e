import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockX, IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Money } from '../../components/Money';
import { depositQueryOptions } from '../../lib/api/deposits';
import type { Deposit } from '../../lib/api/wallet';
import { isApiError } from '../../lib/errors';

interface DepositReturnProps {
  depositId: string;
  onDismiss: () => void;
}

function statusBody(deposit: Deposit) {
  switch (deposit.status) {
    case 'PENDING':
      return {
        color: 'yellow',
        icon: <Loader size={18} color="yellow" aria-hidden />,
        title: t`Waiting for the payment`,
        text: t`We credit the coins as soon as the payment provider confirms the payment. This page updates by itself.`,
      };
    case 'COMPLETED':
      return {
        color: 'teal',
        icon: <IconCircleCheck size={18} aria-hidden />,
        title: t`Deposit credited`,
        text: null,
      };
    case 'EXPIRED':
      return {
        color: 'gray',
        icon: <IconClockX size={18} aria-hidden />,
        title: t`Deposit expired`,
        text: t`The checkout was not completed in time. Nothing was charged; start a new deposit whenever you like.`,
      };
    default:
      return {
        color: 'red',
        icon: <IconAlertCircle size={18} aria-hidden />,
        title: t`Deposit failed`,
        text: t`The payment did not go through and no coins were credited.`,
      };
  }
}

/**
 * The return page of a provider's checkout (`/wallet?deposit=<id>`): the deposit's status, live. The stream's
 * `wallet` notice reloads it; until it settles a modest poll covers a missed notice.
 */
export function DepositReturn({ depositId, onDismiss }: DepositReturnProps) {
  const { data: deposit, error } = useQuery(depositQueryOptions(depositId));
  const close = <CloseButton aria-label={t`Dismiss deposit status`} onClick={onDismiss} size="sm" />;

  if (error) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="deposit-return">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {missing ? t`We could not find that deposit.` : t`The deposit’s status could not be loaded.`}
          </Text>
          {close}
        </Group>
      </Alert>
    );
  }

  if (!deposit) {
    return (
      <Alert color="gray" variant="light" icon={<IconCreditCard size={18} aria-hidden />} data-testid="deposit-return">
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">
            <Trans>Loading your deposit…</Trans>
          </Text>
        </Group>
      </Alert>
    );
  }

  const body = statusBody(deposit);
  return (
    <Alert
      color={body.color}
      variant="light"
      icon={body.icon}
      data-testid="deposit-return"
      data-status={deposit.status}
      data-deposit-id={deposit.id}
    >
      {/* Announced when it changes: the player may have looked away while the provider confirmed. */}
      <Stack gap={4} role="status" aria-live="polite">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm" data-testid="deposit-return-title">
            {body.title}
          </Text>
          {close}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <Trans>Amount</Trans>
          </Text>
          <Money value={deposit.amount} size="sm" iconSize={16} data-testid="deposit-return-amount" />
          {deposit.status === 'COMPLETED' && deposit.amount_credited !== null ? (
            <>
              <Text size="sm">
                <Trans>· credited</Trans>
              </Text>
              <Money value={deposit.amount_credited} size="sm" iconSize={16} data-testid="deposit-return-credited" />
            </>
          ) : null}
        </Group>
        {body.text ? <Text size="sm">{body.text}</Text> : null}
      </Stack>
    </Alert>
  );
}
