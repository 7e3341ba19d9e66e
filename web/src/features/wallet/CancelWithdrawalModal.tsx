import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Money } from '../../components/Money';
import { bodyDetail, bodyError } from '../../lib/errors';
import { useSchemaForm } from '../../lib/forms/schema-form';
import { formatDateTime } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCancellationMutation, type Withdrawal } from '../../lib/api/wallet';
import { CANCELLATION_REASONS, paymentMethodLabel, WALLET_MESSAGES } from '../../lib/withdrawal-options';
import { cancellationSchema, type Cancellation } from './wallet-validation';
import modal from '../../components/Modal.module.css';
import classes from './WalletPage.module.css';
import { useChanged } from '../../lib/use-changed';

interface CancelWithdrawalModalProps {
  /** The withdrawal to cancel; null keeps the modal closed. */
  withdrawal: Withdrawal | null;
  onClose: () => void;
}

export function cancellationFailureMessage(error: unknown): string {
  return bodyDetail(error) ?? bodyError(error) ?? WALLET_MESSAGES.cancelFailed;
}

export function CancelWithdrawalModal({ withdrawal, onClose }: CancelWithdrawalModalProps) {
  const { t } = useLingui();
  const form = useSchemaForm(cancellationSchema, { reason: '' });
  const reasonOptions = [{ value: '', label: t`Select a reason…` }, ...CANCELLATION_REASONS];
  const mutation = useCancellationMutation();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const opened = withdrawal !== null;
  // Keep the last withdrawal on screen while the modal animates out.
  const [shown, setShown] = useState<Withdrawal | null>(withdrawal);

  if (useChanged(withdrawal) && withdrawal) {
    setShown(withdrawal);
    form.reset();
  }
  useEffect(() => {
    if (withdrawal) resetKey();
  }, [withdrawal, resetKey]);

  const requestedAt = shown ? formatDateTime(shown.requested_at) : '';

  const onSubmit = ({ reason }: Cancellation) => {
    if (!withdrawal) return;
    const input = { withdrawal_id: withdrawal.id, reason };
    // The list shows the request at once (optimistic); a refusal puts it back and says why.
    mutation.mutate(
      { input, idempotencyKey: idempotency.keyFor(input) },
      {
        onSuccess: () => notifySuccess(WALLET_MESSAGES.cancelSuccess),
        onError: (error) => notifyError(cancellationFailureMessage(error)),
      },
    );
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Request Withdrawal Cancellation`}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-label={t`Cancellation form`} data-testid="cancel-form">
        <Stack gap="md">
          {shown ? (
            <div className={classes.notes}>
              <Group justify="space-between" gap="xs">
                <Money value={shown.amount} fw={700} iconSize={16} />
                <Text size="sm" c="dimmed">
                  {paymentMethodLabel(shown)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                <Trans>Requested {requestedAt}</Trans>
              </Text>
            </div>
          ) : null}
          <Text size="sm">
            <Trans>
              Tell us why you want to cancel. The withdrawal stays pending until an admin reviews your request; if it is
              approved, the coins go back to your wallet. You can ask only once.
            </Trans>
          </Text>
          <NativeSelect
            label={t`Cancellation reason`}
            data={reasonOptions}
            {...form.getInputProps('reason')}
            data-autofocus
            data-testid="cancel-reason"
          />
          <div className={modal.actions}>
            <Button variant="default" onClick={onClose}>
              <Trans>Keep Withdrawal</Trans>
            </Button>
            <Button type="submit" color="red" data-testid="cancel-submit">
              <Trans>Submit Request</Trans>
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
