import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AmountInput } from '../../components/AmountInput';
import { CoinValue } from '../../components/CoinValue';
import { cashierQueryOptions } from '../../lib/api/cashier';
import { checkoutTarget } from '../../lib/cashier';
import { centsToDecimal } from '../../lib/money';
import { bodyDetail, bodyError, fieldMessages } from '../../lib/errors';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms/schema-form';
import { useIdempotencyKey } from '../../lib/idempotency';
import { notifyError, notifySuccess } from '../../lib/notify';
import { transactionsQueryOptions, useDepositMutation } from '../../lib/api/wallet';
import { profileQueryOptions } from '../../lib/api/identity';
import { confirmDateOfBirth, setLimits } from '../../lib/api/protection';
import { toCents } from '../../lib/money';
import { FirstDepositFields, type FirstDepositValues } from './FirstDepositFields';
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
  const { data: profile } = useQuery(profileQueryOptions());
  const { data: transactions } = useQuery(transactionsQueryOptions());
  const askDateOfBirth = profile !== undefined && !profile.protection.date_of_birth;
  // The first deposit offers a limit: no deposit on record yet.
  const offerLimit = transactions !== undefined && !transactions.some((t) => t.transaction_type === 'DEPOSIT');
  const [extra, setExtra] = useState<FirstDepositValues>({ dateOfBirth: '', dailyLimit: '' });
  const [extraErrors, setExtraErrors] = useState<{ dateOfBirth?: string; dailyLimit?: string }>({});
  const [preparing, setPreparing] = useState(false);
  const { data: cashier } = useQuery(cashierQueryOptions());
  const paysAtProvider = cashier !== undefined && !cashier.sandbox;
  // Set once the provider's checkout is opening: the page is about to leave, so the dialog stays busy.
  const [redirecting, setRedirecting] = useState(false);

  if (useChanged(opened) && opened) {
    form.reset();
    setFailure(null);
    setExtra({ dateOfBirth: '', dailyLimit: '' });
    setExtraErrors({});
    setRedirecting(false);
  }
  useEffect(() => {
    if (!opened) return;
    resetKey();
    resetMutation();
  }, [opened, resetKey, resetMutation]);

  const busy = mutation.isPending || preparing || redirecting;

  const close = () => {
    if (!busy) onClose();
  };

  /** The date of birth and the limit go first: a deposit refused for either leaves nothing half done. */
  const prepare = async (): Promise<boolean> => {
    if (askDateOfBirth && !extra.dateOfBirth) {
      setExtraErrors({ dateOfBirth: 'Enter your date of birth.' });
      return false;
    }
    const limit = extra.dailyLimit.trim();
    if (offerLimit && limit && !(toCents(limit) > 0)) {
      setExtraErrors({ dailyLimit: 'Enter an amount such as 50.00, or leave it empty.' });
      return false;
    }
    setExtraErrors({});
    try {
      if (askDateOfBirth) await confirmDateOfBirth(extra.dateOfBirth);
    } catch (error) {
      setExtraErrors({ dateOfBirth: fieldMessages(error, 'date_of_birth').at(0) ?? WALLET_MESSAGES.depositFailed });
      return false;
    }
    try {
      if (offerLimit && limit) await setLimits({ deposit_daily: limit });
    } catch (error) {
      setExtraErrors({ dailyLimit: fieldMessages(error, 'deposit_daily').at(0) ?? WALLET_MESSAGES.depositFailed });
      return false;
    }
    return true;
  };

  const onSubmit = async ({ amount }: { amount: number }) => {
    if (busy) return;
    setFailure(null);
    setPreparing(true);
    const ready = await prepare().finally(() => setPreparing(false));
    if (!ready) return;
    const input = { amount: centsToDecimal(amount) };
    mutation.mutate(
      { input, idempotencyKey: idempotency.keyFor(input) },
      {
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
        onError: (error) => {
          const message =
            bodyError(error) ??
            bodyDetail(error) ??
            fieldMessages(error, 'amount').at(0) ??
            WALLET_MESSAGES.depositFailed;
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
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {paysAtProvider
                ? 'You pay on the payment provider’s secure page; the coins land in your wallet once it confirms the payment, and can pay tournament entry fees.'
                : 'Coins land in your wallet at once and can pay tournament entry fees.'}
            </Text>
            <CoinValue />
          </Stack>
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
          {/* The presets sit with the amount they fill, above the first deposit's limit field (issue 34 §4). */}
          <Stack gap={6}>
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
          </Stack>
          <FirstDepositFields
            askDateOfBirth={askDateOfBirth}
            offerLimit={offerLimit}
            values={extra}
            errors={extraErrors}
            onChange={setExtra}
          />
          <div className={modal.actions}>
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} data-testid="deposit-submit">
              {paysAtProvider ? 'Continue to payment' : 'Deposit'}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
