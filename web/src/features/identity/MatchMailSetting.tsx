import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useUpdateProfileMutation, type User } from '../../lib/api/identity';
import { notifyError } from '../../lib/notify';

/** The away mail's opt-in: off unless the player turns it on. */
export function MatchMailSetting({ user }: { user: User }) {
  const update = useUpdateProfileMutation();
  const checked = update.isPending ? update.variables.email_match_start : user.email_match_start;
  return (
    <Card data-testid="match-mail-setting">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Email
        </Title>
        <Switch
          checked={checked}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { email_match_start: event.currentTarget.checked },
              { onError: () => notifyError('Failed to save the setting') },
            )
          }
          label="Email me when a match of mine starts while I have no tab open"
          description={
            user.email_verified
              ? `Sent to ${user.email}.`
              : 'Verify your email address first: mail goes only to a proven address.'
          }
          data-testid="match-mail-switch"
        />
        <Text size="xs">Prizes, refunds and withdrawal reviews are always in the bell at the top.</Text>
      </Stack>
    </Card>
  );
}
