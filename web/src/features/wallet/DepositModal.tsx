import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { readAmount } from '../../lib/amount';
import { centsToDecimal } from '../../lib/money';
import { bodyError, fieldMessages } from '../../lib/errors';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDepositMutation } from '../../lib/api/wallet';
import { depositAmountError } from './wallet-validation';
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
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDepositMutation();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const { reset: resetMutation } = mutation;

  if (useChanged(opened) && opened) {
    setAmount('');
    setAmountError(null);
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

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = depositAmountError(amount);
    setAmountError(problem);
    setFailure(null);
    if (problem) return;
    const reading = readAmount(amount);
    if (!reading.ok) return;
    const input = { amount: centsToDecimal(reading.cents) };
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
      <form onSubmit={onSubmit} noValidate aria-label="Deposit form" data-testid="deposit-form">
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
            value={amount}
            onChange={(value) => {
              setAmount(value);
              // Once shown, the message follows the text: it goes the moment the amount is right.
              if (amountError) setAmountError(depositAmountError(value));
            }}
            error={amountError}
            data-testid="deposit-amount"
          />
          <div className={classes.quickAmounts} role="group" aria-label="Presets">
            {QUICK_AMOUNTS.map((value) => (
              <Button
                key={value}
                size="compact-sm"
                variant={amount === String(value) ? 'light' : 'default'}
                onClick={() => {
                  setAmount(String(value));
                  setAmountError(null);
                }}
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
