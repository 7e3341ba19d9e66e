import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useChanged } from '../../../lib/use-changed';
import {
  DEPOSIT_STATUS_LABEL,
  DEPOSIT_STATUSES,
  depositDraftSchema,
  PAYMENT_PROVIDERS,
  toDepositDraft,
  type DepositFilter,
} from './deposit-filter';
import classes from './AdminFinance.module.css';

interface DepositFiltersProps {
  filter: DepositFilter;
  onApply: (filter: DepositFilter) => void;
}

/** Status, provider and player of the deposits listed (the period is the page's). */
export function DepositFilters({ filter, onApply }: DepositFiltersProps) {
  const { t } = useLingui();
  const statusOptions = [
    { value: '', label: t`Any status` },
    ...DEPOSIT_STATUSES.map((status) => ({ value: status, label: t(DEPOSIT_STATUS_LABEL[status]) })),
  ];
  // Providers are names ("stripe"), the same in every language.
  const providerOptions = [
    { value: '', label: t`Any provider` },
    ...PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: provider })),
  ];
  const form = useSchemaForm(depositDraftSchema, toDepositDraft(filter));
  const key = JSON.stringify(toDepositDraft(filter));
  // A link or the back button changed the filter: the form follows.
  if (useChanged(key)) form.setValues(toDepositDraft(filter));
  return (
    <form
      onSubmit={form.onSubmit(onApply)}
      noValidate
      aria-label={t`Deposit filters`}
      className={classes.period}
      data-testid="deposit-filters"
    >
      <NativeSelect
        label={t`Status`}
        data={statusOptions}
        {...form.getInputProps('status')}
        className={classes.periodField}
        data-testid="deposit-status"
      />
      <NativeSelect
        label={t`Provider`}
        data={providerOptions}
        {...form.getInputProps('provider')}
        data-user-content
        className={classes.periodField}
        data-testid="deposit-provider"
      />
      <TextInput
        label={t`User id`}
        placeholder={t`e.g. 42`}
        inputMode="numeric"
        autoComplete="off"
        {...form.getInputProps('user')}
        className={classes.periodField}
        data-testid="deposit-user"
      />
      <Button
        type="submit"
        variant="light"
        leftSection={<IconFilter size={16} aria-hidden />}
        className={classes.periodActions}
        data-testid="deposit-apply"
      >
        <Trans>Filter deposits</Trans>
      </Button>
    </form>
  );
}
