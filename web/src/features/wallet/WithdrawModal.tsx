import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { AuthCodeInput } from '../../components/AuthCodeInput';
import { CoinValue } from '../../components/CoinValue';
import { Money } from '../../components/Money';
import { centsToDecimal, toCents } from '../../lib/money';
import { bodyError, fieldMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { FormAlert } from '../../components/FormAlert';
import { formatCoins } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { useWithdrawMutation } from '../../lib/api/wallet';
import { withdrawalSchema, type WithdrawalRequest } from './wallet-validation';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_DETAILS_PLACEHOLDER,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABEL,
  WALLET_MESSAGES,
  withdrawalHint,
  WITHDRAWAL_MIN_CENTS,
} from '../../lib/withdrawal-options';
import modal from '../../components/Modal.module.css';
import classes from './WalletPage.module.css';
import { lookup } from '../../lib/lookup';
import { useChanged } from '../../lib/use-changed';
import { useCurrentUser } from '../../lib/session';
import { useMissingWithdrawalSteps, WithdrawRequirements } from './WithdrawRequirements';

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
  const { t } = useLingui();
  const methodOptions = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABEL[method] }));
  const schema = useMemo(() => withdrawalSchema(balance), [balance]);
  // Two-factor on: each withdrawal is confirmed with a code (issue 21 §3). A code works once, so it is not part
  // of the request the idempotency key is made for.
  const twoFactor = useCurrentUser()?.two_factor_enabled ?? false;
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const mutation = useWithdrawMutation();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const { reset: resetMutation } = mutation;
  const { form, onSubmit, error, pending, reset } = useServerForm({
    schema,
    initialValues: { amount: '', payment_method: DEFAULT_PAYMENT_METHOD, payment_details: '' },
    recheck: ['amount'],
    mutation,
    variables: ({ amount, payment_method, payment_details }: WithdrawalRequest) => {
      const input = { amount: centsToDecimal(amount), payment_method, payment_details };
      return { input: twoFactor ? { ...input, otp: otp.trim() } : input, idempotencyKey: idempotency.keyFor(input) };
    },
    onSend: () => setOtpError(null),
    refusal: withdrawalFailureMessage,
    fields: FIELDS,
    onRefused: (failure) => {
      setOtpError(fieldMessages(failure, 'otp').at(0) ?? null);
      // A code is spent or stale after a refusal: the next try needs the current one.
      setOtp('');
    },
    success: WALLET_MESSAGES.withdrawSuccess,
    onSuccess: onClose,
  });
  const availableCents = toCents(balance);
  const tooLow = availableCents < WITHDRAWAL_MIN_CENTS;
  const available = formatCoins(balance);
  const missingSteps = useMissingWithdrawalSteps(opened);

  if (useChanged(opened) && opened) {
    reset();
    setOtp('');
    setOtpError(null);
  }
  useEffect(() => {
    if (!opened) return;
    resetKey();
    resetMutation();
  }, [opened, resetKey, resetMutation]);

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Request Withdrawal`}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Withdrawal form`} data-testid="withdraw-form">
        <Stack gap="md">
          <Group justify="space-between" gap="xs" className={classes.notes}>
            <Text size="sm" c="dimmed">
              <Trans>Available to withdraw</Trans>
            </Text>
            <Money value={balance} size="sm" iconSize={16} data-testid="withdraw-available" />
          </Group>
          <CoinValue size="xs" c="dimmed" mt={-8} />
          {tooLow ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              <Trans>Withdrawals start at 10.00 coins; your balance is {available}.</Trans>
            </Alert>
          ) : null}
          <WithdrawRequirements steps={missingSteps} />
          <FormAlert message={error} data-testid="withdraw-error" />
          <AmountInput
            label={t`Amount`}
            description={
              <>
                {withdrawalHint()}
                {!tooLow ? (
                  <>
                    {' · '}
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => form.setFieldValue('amount', centsToDecimal(availableCents))}
                    >
                      <Trans>Withdraw all</Trans>
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
            label={t`Payment method`}
            data={methodOptions}
            {...form.getInputProps('payment_method')}
            required
            withAsterisk={false}
            data-testid="withdraw-method"
          />
          <Textarea
            label={t`Payment details`}
            description={t`Where we should send the funds.`}
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
            <Trans>
              The amount is held from your balance until an admin reviews the request. You can ask to cancel it while it
              is pending.
            </Trans>
          </Text>
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              disabled={tooLow || missingSteps.length > 0}
              data-testid="withdraw-submit"
            >
              <Trans>Request Withdrawal</Trans>
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
