import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useWithProof } from '../../components/reauth/use-with-proof';
import { bodyDetail, errorMessage } from '../../lib/errors';
import { formatDateTime, formatRelativeTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { sessionsQueryOptions, useEndOtherSessions, useEndSession, type AccountSession } from '../../lib/api/security';
import { isReauthCancelled } from '../../lib/reauth';

/** A failure's words, unless the player closed the proof dialog (nothing to say then). */
function notifyFailure(failure: unknown): void {
  if (!isReauthCancelled(failure)) notifyError(bodyDetail(failure) ?? errorMessage(failure));
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useLingui();
  const end = useEndSession();
  const device = session.device;
  const address = session.address || t`Unknown address`;
  const signedIn = formatDateTime(session.created_at);
  // "last active 5 minutes ago": how recent says more than a date here (issue 36: Intl.RelativeTimeFormat).
  const lastActive = formatRelativeTime(session.last_used_at);
  const withProof = useWithProof();
  // mutateAsync: the ended session's row leaves the list, unmounting this row, whose mutate callbacks would be dropped.
  const signOut = () =>
    void withProof(() => end.mutateAsync(session.id)).then((answer) => notifySuccess(answer.detail), notifyFailure);
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="session-row" data-current={session.current || undefined}>
      {/* The details take what the row has left and wrap in it; the icon and Sign out keep their size (on a
          phone the button was squeezed to "Sig"). */}
      <Group gap="sm" wrap="nowrap" flex={1} miw={0}>
        <IconDeviceDesktop size={20} aria-hidden style={{ flex: 'none' }} />
        <Stack gap={0} miw={0}>
          <Group gap="xs">
            {/* The browser's own name for itself (its User-Agent), not a message. */}
            <Text fw={600} data-user-content>
              {device}
            </Text>
            {session.current ? (
              <Badge color="teal" variant="light">
                <Trans>This device</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>
              {address} · signed in {signedIn} · last active {lastActive}
            </Trans>
          </Text>
        </Stack>
      </Group>
      {session.current ? null : (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          flex="none"
          loading={end.isPending}
          onClick={signOut}
          aria-label={t`Sign out ${device}, signed in ${signedIn}`}
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </Group>
  );
}

/** The Security section's sessions: each sign-in of the account, ended one by one or all but this one. */
export function SessionsPanel() {
  const { t } = useLingui();
  const sessions = useQuery(sessionsQueryOptions());
  const endOthers = useEndOtherSessions();
  const withProof = useWithProof();
  const others = sessions.data?.results.filter((session) => !session.current).length ?? 0;
  const signOutOthers = () =>
    void withProof(() => endOthers.mutateAsync()).then((answer) => notifySuccess(answer.detail), notifyFailure);

  return (
    <Card component="section" aria-labelledby="sessions-title" data-testid="sessions-panel">
      <Stack gap="sm">
        <Title order={3} size="h4" id="sessions-title">
          <Trans>Sessions</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Where your account is signed in. Sign out any you do not recognise, then change your password.</Trans>
        </Text>
        {sessions.isPending ? <Loader size="sm" aria-label={t`Loading sessions`} /> : null}
        {sessions.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(sessions.error)}
          </Alert>
        ) : null}
        {sessions.data?.results.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
        {others > 0 ? (
          <Group>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={endOthers.isPending}
              onClick={signOutOthers}
            >
              <Trans>Sign out all other sessions</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
