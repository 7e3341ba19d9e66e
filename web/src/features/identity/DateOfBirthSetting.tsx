import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { z } from 'zod';
import { useUpdateProfileMutation } from '../../lib/api/account-actions';
import { fieldMessages } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';
import { PROFILE_ANCHORS } from '../../lib/profile-anchors';

// The message is a function: zod asks for it when the check fails, in the language active then.
const dateOfBirthSchema = z.object({
  date_of_birth: z.string().min(1, { error: () => i18n._(msg`Enter your date of birth.`) }),
});

/**
 * The date of birth on the profile (issue 24 §4): a withdrawal needs it, as a first deposit does. It is declared
 * once; a mistake is corrected by an admin, so once set it only shows.
 */
export function DateOfBirthSetting({ dateOfBirth }: { dateOfBirth: string | null | undefined }) {
  const { t } = useLingui();
  const { form, onSubmit, pending } = useServerForm({
    schema: dateOfBirthSchema,
    initialValues: { date_of_birth: '' },
    mutation: useUpdateProfileMutation(),
    // One field: the refusal shows under it, without a toast.
    refusal: (failure) => fieldMessages(failure, 'date_of_birth').at(0) ?? t`Could not save the date.`,
    show: 'date_of_birth',
    toast: 'never',
    success: t`Date of birth confirmed`,
  });

  return (
    // Reached by its anchor: the margin keeps it clear of the sticky top bar.
    <Card id={PROFILE_ANCHORS.dateOfBirth} style={{ scrollMarginTop: 80 }} data-testid="date-of-birth-setting">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Date of birth</Trans>
        </Title>
        {dateOfBirth ? (
          <Text size="sm" data-testid="date-of-birth-value">
            <Trans>Confirmed: {dateOfBirth}. Contact support to correct it.</Trans>
          </Text>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t`Confirm your date of birth`}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                label={t`Date of birth`}
                description={t`Deposits and withdrawals need it: you must be 18 or over. You confirm it once.`}
                {...form.getInputProps('date_of_birth')}
                data-testid="profile-date-of-birth"
              />
              <Button type="submit" loading={pending}>
                <Trans>Confirm</Trans>
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
