import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { Money } from '../../components/Money';
import { readAmount } from '../../lib/amount';
import { centsToDecimal, toCents } from '../../lib/money';
import { bodyError, fieldMessages } from '../../lib/errors';
import { formatCoins } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useWithdrawMutation } from '../../lib/api/wallet';
import { withdrawalAmountError } from './wallet-validation';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_DETAILS_PLACEHOLDER,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABEL,
  WALLET_MESSAGES,
  WITHDRAWAL_HINT,
  WITHDRAWAL_MIN_CENTS,
  type PaymentMethod,
} from '../../lib/withdrawal-options';
import modal from '../../components/Modal.module.css';
import classes from './WalletPage.module.css';
import { useChanged } from '../../lib/use-changed';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABEL[method] }));

interface WithdrawModalProps {
  opened: boolean;
  onClose: () => void;
  balance: string;
}

/** The spec's order: the amount's first message, else payment_details', else error, else the default. */
export function withdrawalFailureMessage(error: unknown): string {
  return (
    fieldMessages(error, 'amount').at(0) ??
    fieldMessages(error, 'payment_details').at(0) ??
    bodyError(error) ??
    WALLET_MESSAGES.withdrawFailed
  );
}

export function WithdrawModal({ opened, onClose, balance }: WithdrawModalProps) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; details?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useWithdrawMutation();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const { reset: resetMutation } = mutation;
  const availableCents = toCents(balance);
  const tooLow = availableCents < WITHDRAWAL_MIN_CENTS;

  if (useChanged(opened) && opened) {
    setAmount('');
    setMethod(DEFAULT_PAYMENT_METHOD);
    setDetails('');
    setErrors({});
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
    const next = {
      amount: withdrawalAmountError(amount, balance) ?? undefined,
      details: details.trim() === '' ? 'Payment details are required' : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (next.amount || next.details) return;
    const reading = readAmount(amount);
    if (!reading.ok) return;
    const input = { amount: centsToDecimal(reading.cents), payment_method: method, payment_details: details.trim() };
    mutation.mutate(
      { input, idempotencyKey: idempotency.keyFor(input) },
      {
        onSuccess: () => {
          notifySuccess(WALLET_MESSAGES.withdrawSuccess);
          onClose();
        },
        onError: (error) => {
          const message = withdrawalFailureMessage(error);
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
      title="Request Withdrawal"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: modal.title }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Withdrawal form" data-testid="withdraw-form">
        <Stack gap="md">
          <Group justify="space-between" gap="xs" className={classes.notes}>
            <Text size="sm" c="dimmed">
              Available to withdraw
            </Text>
            <Money value={balance} size="sm" iconSize={16} data-testid="withdraw-available" />
          </Group>
          {tooLow ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              Withdrawals start at 10.00 coins; your balance is {formatCoins(balance)}.
            </Alert>
          ) : null}
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              data-testid="withdraw-error"
            >
              {failure}
            </Alert>
          ) : null}
          <AmountInput
            label="Amount"
            description={
              <>
                {WITHDRAWAL_HINT}
                {!tooLow ? (
                  <>
                    {' · '}
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => {
                        setAmount(centsToDecimal(availableCents));
                        setErrors((current) => ({ ...current, amount: undefined }));
                      }}
                    >
                      Withdraw all
                    </Anchor>
                  </>
                ) : null}
              </>
            }
            placeholder="10.00"
            required
            withAsterisk={false}
            data-autofocus
            value={amount}
            onChange={(value) => {
              setAmount(value);
              // Once shown, the message follows the text: it goes the moment the amount is right.
              if (errors.amount)
                setErrors((current) => ({ ...current, amount: withdrawalAmountError(value, balance) ?? undefined }));
            }}
            error={errors.amount}
            data-testid="withdraw-amount"
          />
          <NativeSelect
            label="Payment method"
            data={METHOD_OPTIONS}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as PaymentMethod)}
            required
            withAsterisk={false}
            data-testid="withdraw-method"
          />
          <Textarea
            label="Payment details"
            description="Where we should send the funds."
            placeholder={PAYMENT_DETAILS_PLACEHOLDER[method]}
            required
            withAsterisk={false}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={500}
            value={details}
            onChange={(event) => {
              setDetails(event.currentTarget.value);
              if (errors.details) setErrors((current) => ({ ...current, details: undefined }));
            }}
            error={errors.details}
            data-testid="withdraw-details"
          />
          <Text size="xs" c="dimmed">
            The amount is held from your balance until an admin reviews the request. You can ask to cancel it while it
            is pending.
          </Text>
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={tooLow} data-testid="withdraw-submit">
              Request Withdrawal
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
