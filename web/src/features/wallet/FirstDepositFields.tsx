import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AmountInput } from '../../components/AmountInput';

/** What a form's `getInputProps(field)` gives an input. */
type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

interface FirstDepositFieldsProps {
  askDateOfBirth: boolean;
  offerLimit: boolean;
  /** The deposit form's `getInputProps` for these fields. */
  inputProps: (field: 'date_of_birth' | 'deposit_daily') => InputProps;
}

/**
 * What the first deposit asks beyond the amount (issue 22 §1, §2): the date of birth, when the account has none,
 * and a daily deposit limit the player may set at once, in the same dialog: one step longer and no more.
 */
export function FirstDepositFields({ askDateOfBirth, offerLimit, inputProps }: FirstDepositFieldsProps) {
  const { t } = useLingui();
  if (!askDateOfBirth && !offerLimit) return null;
  return (
    <Stack gap="sm" data-testid="first-deposit-fields">
      {askDateOfBirth ? (
        <TextInput
          type="date"
          label={t`Date of birth`}
          description={t`You must be 18 or over to deposit. You confirm it once.`}
          required
          {...inputProps('date_of_birth')}
          data-testid="deposit-date-of-birth"
        />
      ) : null}
      {offerLimit ? (
        <>
          <AmountInput
            label={t`Daily deposit limit (optional)`}
            description={t`Set how much you may deposit in any 24 hours. You can change it later on the Safer play page.`}
            placeholder={t`No limit`}
            {...inputProps('deposit_daily')}
            data-testid="deposit-daily-limit"
          />
          <Text size="xs" c="dimmed">
            <Trans>A lower limit applies at once; a higher one 24 hours later.</Trans>
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
