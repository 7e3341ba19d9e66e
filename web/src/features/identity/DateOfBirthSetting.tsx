import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useUpdateProfileMutation } from '../../lib/api/identity';
import { fieldMessages } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import { PROFILE_ANCHORS } from '../../lib/profile-anchors';

/**
 * The date of birth on the profile (issue 24 §4): a withdrawal needs it, as a first deposit does. It is declared
 * once; a mistake is corrected by an admin, so once set it only shows.
 */
export function DateOfBirthSetting({ dateOfBirth }: { dateOfBirth: string | null | undefined }) {
  const update = useUpdateProfileMutation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const declare = () => {
    if (!value) {
      setError('Enter your date of birth.');
      return;
    }
    setError(null);
    update.mutate(
      { date_of_birth: value },
      {
        onSuccess: () => notifySuccess('Date of birth confirmed'),
        onError: (failure) => setError(fieldMessages(failure, 'date_of_birth').at(0) ?? 'Could not save the date.'),
      },
    );
  };

  return (
    // Reached by its anchor: the margin keeps it clear of the sticky top bar.
    <Card id={PROFILE_ANCHORS.dateOfBirth} style={{ scrollMarginTop: 80 }} data-testid="date-of-birth-setting">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Date of birth
        </Title>
        {dateOfBirth ? (
          <Text size="sm" data-testid="date-of-birth-value">
            Confirmed: {dateOfBirth}. Contact support to correct it.
          </Text>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              declare();
            }}
            noValidate
            aria-label="Confirm your date of birth"
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="date"
                label="Date of birth"
                description="Deposits and withdrawals need it: you must be 18 or over. You confirm it once."
                value={value}
                error={error}
                onChange={(event) => setValue(event.currentTarget.value)}
                data-testid="profile-date-of-birth"
              />
              <Button type="submit" loading={update.isPending}>
                Confirm
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
