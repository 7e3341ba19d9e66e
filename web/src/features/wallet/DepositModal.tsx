import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AmountInput } from '../../components/AmountInput';
import { CoinValue } from '../../components/CoinValue';
import { FormAlert } from '../../components/FormAlert';
import { cashierQueryOptions } from '../../lib/api/cashier';
import { checkoutTarget } from '../../lib/cashier';
import { centsToDecimal } from '../../lib/money';
import { bodyDetail, bodyError, fieldMessages } from '../../lib/errors';
import { serverFieldErrors } from '../../lib/forms/schema-form';
import { useServerForm } from '../../lib/forms/use-server-form';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifySuccess } from '../../lib/notify';
import { transactionsQueryOptions, useDepositMutation } from '../../lib/api/wallet';
import { useUpdateProfileMutation } from '../../lib/api/account-actions';
import { profileQueryOptions } from '../../lib/api/identity';
import { useSetLimits } from '../../lib/api/protection';
import { FirstDepositFields } from './FirstDepositFields';
import { depositSchema, type DepositRequest } from './wallet-validation';
import { depositHint, WALLET_MESSAGES } from '../../lib/withdrawal-options';
import modal from '../../components/Modal.module.css';
import classes from './WalletPage.module.css';
import { useChanged } from '../../lib/use-changed';

/** A first deposit's step (date of birth, limit) refused: its words go under its field, not in the alert. */
class StepRefused extends Error {
  constructor(
    readonly field: 'date_of_birth' | 'deposit_daily',
    readonly failure: unknown,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console: the field's own message is shown
    super('First deposit step refused');
  }
}

async function step(field: StepRefused['field'], run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (failure) {
    throw new StepRefused(field, failure);
  }
}

function depositRefusal(failure: unknown): string | null {
  if (failure instanceof StepRefused) return null;
  return (
    bodyError(failure) ?? bodyDetail(failure) ?? fieldMessages(failure, 'amount').at(0) ?? WALLET_MESSAGES.depositFailed
  );
}

function depositFieldErrors(failure: unknown) {
  if (!(failure instanceof StepRefused)) return serverFieldErrors(failure, ['amount']);
  const { field } = failure;
  return { [field]: fieldMessages(failure.failure, field).at(0) ?? WALLET_MESSAGES.depositFailed };
}

const QUICK_AMOUNTS = [10, 25, 50, 100, 250];

interface DepositModalProps {
  opened: boolean;
  onClose: () => void;
}

export function DepositModal({ opened, onClose }: DepositModalProps) {
  const { t } = useLingui();
  const mutation = useDepositMutation();
  const updateProfile = useUpdateProfileMutation();
  const setLimits = useSetLimits();
  const idempotency = useIdempotencyKey();
  const { reset: resetKey } = idempotency;
  const { reset: resetMutation } = mutation;
  const { data: profile } = useQuery(profileQueryOptions());
  const { data: transactions } = useQuery(transactionsQueryOptions());
  const askDateOfBirth = profile !== undefined && !profile.protection.date_of_birth;
  // The first deposit offers a limit: no deposit on record yet.
  const offerLimit = transactions !== undefined && !transactions.some((t) => t.transaction_type === 'DEPOSIT');
  const schema = useMemo(() => depositSchema({ askDateOfBirth, offerLimit }), [askDateOfBirth, offerLimit]);
  const [preparing, setPreparing] = useState(false);
  const { data: cashier } = useQuery(cashierQueryOptions());
  const paysAtProvider = cashier !== undefined && !cashier.sandbox;
  // Set once the provider's checkout is opening: the page is about to leave, so the dialog stays busy.
  const [redirecting, setRedirecting] = useState(false);
  const busy = mutation.isPending || preparing || redirecting;

  /** The date of birth and the limit go first: a deposit refused for either leaves nothing half done. */
  const deposit = async ({ amount, date_of_birth, deposit_daily }: DepositRequest) => {
    setPreparing(true);
    try {
      if (askDateOfBirth) await step('date_of_birth', () => updateProfile.mutateAsync({ date_of_birth }));
      if (offerLimit && deposit_daily) await step('deposit_daily', () => setLimits.mutateAsync({ deposit_daily }));
    } finally {
      setPreparing(false);
    }
    const input = { amount: centsToDecimal(amount) };
    return mutation.mutateAsync({ input, idempotencyKey: idempotency.keyFor(input) });
  };

  const { form, onSubmit, error, setError } = useServerForm({
    schema,
    initialValues: { amount: '', date_of_birth: '', deposit_daily: '' },
    recheck: ['amount'],
    mutation: { isPending: busy, mutateAsync: deposit },
    refusal: depositRefusal,
    fields: depositFieldErrors,
    onSuccess: (response) => {
      // A provider's deposit (202) is paid on its checkout page; the return page shows how it ended.
      const checkout = checkoutTarget(response.deposit.checkout_url);
      if (checkout) {
        setRedirecting(true);
        window.location.assign(checkout);
        return;
      }
      notifySuccess(response.message);
      onClose();
    },
  });

  if (useChanged(opened) && opened) {
    form.reset();
    setError(null);
    setRedirecting(false);
  }
  useEffect(() => {
    if (!opened) return;
    resetKey();
    resetMutation();
  }, [opened, resetKey, resetMutation]);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Deposit Coins`}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Deposit form`} data-testid="deposit-form">
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {paysAtProvider
                ? t`You pay on the payment provider’s secure page; the coins land in your wallet once it confirms the payment, and can pay tournament entry fees.`
                : t`Coins land in your wallet at once and can pay tournament entry fees.`}
            </Text>
            <CoinValue />
          </Stack>
          <FormAlert message={error} data-testid="deposit-error" />
          {/* The presets sit with the amount they fill, above the first deposit's limit field (issue 34 §4). */}
          <Stack gap={6}>
            <AmountInput
              label={t`Amount`}
              description={depositHint()}
              placeholder="0.00"
              required
              withAsterisk={false}
              data-autofocus
              {...form.getInputProps('amount')}
              data-testid="deposit-amount"
            />
            <div className={classes.quickAmounts} role="group" aria-label={t`Presets`}>
              {QUICK_AMOUNTS.map((value) => (
                <Button
                  key={value}
                  size="compact-sm"
                  variant={form.values.amount === String(value) ? 'light' : 'default'}
                  onClick={() => form.setFieldValue('amount', String(value))}
                  aria-label={t`${value} coins`}
                >
                  {value}
                </Button>
              ))}
            </div>
          </Stack>
          <FirstDepositFields
            askDateOfBirth={askDateOfBirth}
            offerLimit={offerLimit}
            inputProps={(field) => form.getInputProps(field)}
          />
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} data-testid="deposit-submit">
              {paysAtProvider ? t`Continue to payment` : t`Deposit`}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
