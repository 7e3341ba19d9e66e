import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { centsToDecimal } from '../../lib/money';
import { bodyError, fieldMessages } from '../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../lib/form';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDepositMutation } from '../../lib/api/wallet';
import { depositSchema } from './wallet-validation';
import { DEPOSIT_HINT, WALLET_MESSAGES } from '../../lib/withdrawal-options';
import modal from '../../components/Modal.module.css';
import classes from './WalletPage.module.css';
import { useChanged } from '../../lib/use-changed';

const QUICK_AMOUNTS = [10, 25, 50, 100, 250];

interface DepositModalProps {
  opened: boolean;
  onClose: () => void;
}

export function DepositModal({ opened, onClose }: DepositModalProps) {
  const form = useSchemaForm(depositSchema, { amount: '' }, { recheck: ['amount'] });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDepositMutation();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const { reset: resetMutation } = mutation;

  if (useChanged(opened) && opened) {
    form.reset();
    setFailure(null);
  }
  useEffect(() => {
    if (!opened) return;
    resetKey();
    resetMutation();
  }, [opened, resetKey, resetMutation]);

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = ({ amount }: { amount: number }) => {
    if (mutation.isPending) return;
    setFailure(null);
    const input = { amount: centsToDecimal(amount) };
    mutation.mutate(
      { input, idempotencyKey: idempotency.keyFor(input) },
      {
        onSuccess: (response) => {
          notifySuccess(response.message);
          onClose();
        },
        onError: (error) => {
          const message = bodyError(error) ?? fieldMessages(error, 'amount').at(0) ?? WALLET_MESSAGES.depositFailed;
          setFailure(message);
          form.setErrors(serverFieldErrors(error, ['amount']));
          notifyError(message);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Deposit Coins"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: modal.title }}
    >
      <form
        onSubmit={form.onSubmit(onSubmit, () => setFailure(null))}
        noValidate
        aria-label="Deposit form"
        data-testid="deposit-form"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Coins land in your wallet at once and can pay tournament entry fees.
          </Text>
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="deposit-error"
            >
              {failure}
            </Alert>
          ) : null}
          <AmountInput
            label="Amount"
            description={DEPOSIT_HINT}
            placeholder="0.00"
            required
            withAsterisk={false}
            data-autofocus
            {...form.getInputProps('amount')}
            data-testid="deposit-amount"
          />
          <div className={classes.quickAmounts} role="group" aria-label="Presets">
            {QUICK_AMOUNTS.map((value) => (
              <Button
                key={value}
                size="compact-sm"
                variant={form.values.amount === String(value) ? 'light' : 'default'}
                onClick={() => form.setFieldValue('amount', String(value))}
                aria-label={`${value} coins`}
              >
                {value}
              </Button>
            ))}
          </div>
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="deposit-submit">
              Deposit
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
