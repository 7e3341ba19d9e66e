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

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...DEPOSIT_STATUSES.map((status) => ({ value: status, label: DEPOSIT_STATUS_LABEL[status] })),
];
const PROVIDER_OPTIONS = [
  { value: '', label: 'Any provider' },
  ...PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: provider })),
];

interface DepositFiltersProps {
  filter: DepositFilter;
  onApply: (filter: DepositFilter) => void;
}

/** Status, provider and player of the deposits listed (the period is the page's). */
export function DepositFilters({ filter, onApply }: DepositFiltersProps) {
  const form = useSchemaForm(depositDraftSchema, toDepositDraft(filter));
  const key = JSON.stringify(toDepositDraft(filter));
  // A link or the back button changed the filter: the form follows.
  if (useChanged(key)) form.setValues(toDepositDraft(filter));
  return (
    <form
      onSubmit={form.onSubmit(onApply)}
      noValidate
      aria-label="Deposit filters"
      className={classes.period}
      data-testid="deposit-filters"
    >
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        {...form.getInputProps('status')}
        className={classes.periodField}
        data-testid="deposit-status"
      />
      <NativeSelect
        label="Provider"
        data={PROVIDER_OPTIONS}
        {...form.getInputProps('provider')}
        className={classes.periodField}
        data-testid="deposit-provider"
      />
      <TextInput
        label="User id"
        placeholder="e.g. 42"
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
        Filter deposits
      </Button>
    </form>
  );
}
