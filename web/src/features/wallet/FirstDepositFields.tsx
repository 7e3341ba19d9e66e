import { Stack, Text, TextInput } from '@mantine/core';
import { AmountInput } from '../../components/AmountInput';

export interface FirstDepositValues {
  dateOfBirth: string;
  dailyLimit: string;
}

interface FirstDepositFieldsProps {
  askDateOfBirth: boolean;
  offerLimit: boolean;
  values: FirstDepositValues;
  errors: { dateOfBirth?: string; dailyLimit?: string };
  onChange: (values: FirstDepositValues) => void;
}

/**
 * What the first deposit asks beyond the amount (issue 22 §1, §2): the date of birth, when the account has none,
 * and a daily deposit limit the player may set at once, in the same dialog: one step longer and no more.
 */
export function FirstDepositFields({ askDateOfBirth, offerLimit, values, errors, onChange }: FirstDepositFieldsProps) {
  if (!askDateOfBirth && !offerLimit) return null;
  return (
    <Stack gap="sm" data-testid="first-deposit-fields">
      {askDateOfBirth ? (
        <TextInput
          type="date"
          label="Date of birth"
          description="You must be 18 or over to deposit. You confirm it once."
          required
          value={values.dateOfBirth}
          error={errors.dateOfBirth}
          onChange={(event) => onChange({ ...values, dateOfBirth: event.currentTarget.value })}
          data-testid="deposit-date-of-birth"
        />
      ) : null}
      {offerLimit ? (
        <>
          <AmountInput
            label="Daily deposit limit (optional)"
            description="Set how much you may deposit in any 24 hours. You can change it later on the Safer play page."
            placeholder="No limit"
            value={values.dailyLimit}
            error={errors.dailyLimit}
            onChange={(dailyLimit) => onChange({ ...values, dailyLimit })}
            data-testid="deposit-daily-limit"
          />
          <Text size="xs" c="dimmed">
            A lower limit applies at once; a higher one 24 hours later.
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
