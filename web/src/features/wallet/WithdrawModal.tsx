import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { AuthCodeInput } from '../../components/AuthCodeInput';
import { CoinValue } from '../../components/CoinValue';
import { Money } from '../../components/Money';
import { centsToDecimal, toCents } from '../../lib/money';
import { bodyError, fieldMessages } from '../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms/schema-form';
import { formatCoins } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useWithdrawMutation } from '../../lib/api/wallet';
import { withdrawalSchema, type WithdrawalRequest } from './wallet-validation';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_DETAILS_PLACEHOLDER,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABEL,
  WALLET_MESSAGES,
  WITHDRAWAL_HINT,
  WITHDRAWAL_MIN_CENTS,
} from '../../lib/withdrawal-options';
import modal from '../../components/Modal.module.css';
import classes from './WalletPage.module.css';
import { lookup } from '../../lib/lookup';
import { useChanged } from '../../lib/use-changed';
import { useCurrentUser } from '../../lib/session';
import { useMissingWithdrawalSteps, WithdrawRequirements } from './WithdrawRequirements';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABEL[method] }));
const FIELDS = ['amount', 'payment_method', 'payment_details'] as const;

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
    fieldMessages(error, 'otp').at(0) ??
    bodyError(error) ??
    WALLET_MESSAGES.withdrawFailed
  );
}

export function WithdrawModal({ opened, onClose, balance }: WithdrawModalProps) {
  const schema = useMemo(() => withdrawalSchema(balance), [balance]);
  const form = useSchemaForm(
    schema,
    { amount: '', payment_method: DEFAULT_PAYMENT_METHOD, payment_details: '' },
    { recheck: ['amount'] },
  );
  const [failure, setFailure] = useState<string | null>(null);
  // Two-factor on: each withdrawal is confirmed with a code (issue 21 §3). A code works once, so it is not part
  // of the request the idempotency key is made for.
  const twoFactor = useCurrentUser()?.two_factor_enabled ?? false;
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const mutation = useWithdrawMutation();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const { reset: resetMutation } = mutation;
  const availableCents = toCents(balance);
  const tooLow = availableCents < WITHDRAWAL_MIN_CENTS;
  const missingSteps = useMissingWithdrawalSteps(opened);

  if (useChanged(opened) && opened) {
    form.reset();
    setFailure(null);
    setOtp('');
    setOtpError(null);
  }
  useEffect(() => {
    if (!opened) return;
    resetKey();
    resetMutation();
  }, [opened, resetKey, resetMutation]);

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = ({ amount, payment_method, payment_details }: WithdrawalRequest) => {
    if (mutation.isPending) return;
    setFailure(null);
    setOtpError(null);
    const input = { amount: centsToDecimal(amount), payment_method, payment_details };
    mutation.mutate(
      { input: twoFactor ? { ...input, otp: otp.trim() } : input, idempotencyKey: idempotency.keyFor(input) },
      {
        onSuccess: () => {
          notifySuccess(WALLET_MESSAGES.withdrawSuccess);
          onClose();
        },
        onError: (error) => {
          const message = withdrawalFailureMessage(error);
          setFailure(message);
          form.setErrors(serverFieldErrors(error, FIELDS));
          setOtpError(fieldMessages(error, 'otp').at(0) ?? null);
          // A code is spent or stale after a refusal: the next try needs the current one.
          setOtp('');
          notifyError(message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Request Withdrawal">
      <form
        onSubmit={form.onSubmit(onSubmit, () => setFailure(null))}
        noValidate
        aria-label="Withdrawal form"
        data-testid="withdraw-form"
      >
        <Stack gap="md">
          <Group justify="space-between" gap="xs" className={classes.notes}>
            <Text size="sm" c="dimmed">
              Available to withdraw
            </Text>
            <Money value={balance} size="sm" iconSize={16} data-testid="withdraw-available" />
          </Group>
          <CoinValue size="xs" c="dimmed" mt={-8} />
          {tooLow ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              Withdrawals start at 10.00 coins; your balance is {formatCoins(balance)}.
            </Alert>
          ) : null}
          <WithdrawRequirements steps={missingSteps} />
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
                      onClick={() => form.setFieldValue('amount', centsToDecimal(availableCents))}
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
            {...form.getInputProps('amount')}
            data-testid="withdraw-amount"
          />
          <NativeSelect
            label="Payment method"
            data={METHOD_OPTIONS}
            {...form.getInputProps('payment_method')}
            required
            withAsterisk={false}
            data-testid="withdraw-method"
          />
          <Textarea
            label="Payment details"
            description="Where we should send the funds."
            placeholder={lookup(PAYMENT_DETAILS_PLACEHOLDER, form.values.payment_method)}
            required
            withAsterisk={false}
            autosize
            minRows={3}
            maxRows={6}
            maxLength={500}
            {...form.getInputProps('payment_details')}
            data-testid="withdraw-details"
          />
          {twoFactor ? (
            <AuthCodeInput
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value)}
              error={otpError}
              data-testid="withdraw-otp"
            />
          ) : null}
          <Text size="xs" c="dimmed">
            The amount is held from your balance until an admin reviews the request. You can ask to cancel it while it
            is pending.
          </Text>
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={tooLow || missingSteps.length > 0}
              data-testid="withdraw-submit"
            >
              Request Withdrawal
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
