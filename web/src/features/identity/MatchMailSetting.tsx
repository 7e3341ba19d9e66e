import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useUpdateProfileMutation } from '../../lib/api/account-actions';
import type { User } from '../../lib/api/identity';
import { notifyError } from '../../lib/notify';

/** The away mail's opt-in: off unless the player turns it on. */
export function MatchMailSetting({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfileMutation();
  const email = user.email;
  const checked = update.isPending ? update.variables.email_match_start : user.email_match_start;
  return (
    <Card data-testid="match-mail-setting">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Email</Trans>
        </Title>
        <Switch
          checked={checked}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { email_match_start: event.currentTarget.checked },
              { onError: () => notifyError(t`Failed to save the setting`) },
            )
          }
          label={t`Email me when a match of mine starts while I have no tab open`}
          description={
            user.email_verified ? (
              <Trans>
                Sent to <span data-user-content>{email}</span>.
              </Trans>
            ) : (
              t`Verify your email address first: mail goes only to a proven address.`
            )
          }
          data-testid="match-mail-switch"
        />
        <Text size="xs">
          <Trans>Prizes, refunds and withdrawal reviews are always in the bell at the top.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
