import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FullPageLoader } from '../../components/FullPageLoader';
import { bodyDetail, bodyError } from '../../lib/errors';
import { practiceFailed, usePracticeMutation } from '../../lib/api/match';

/**
 * /practice: starts a Blitz match against the computer (or finds the one in play: the server answers it) and
 * replaces itself with its match page, so Back does not start another. A refusal (a time-out, a self-exclusion)
 * is said here in the server's words.
 */
export function PracticePage() {
  const { t } = useLingui();
  const practice = usePracticeMutation();
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutate } = practice;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate('BLITZ', {
      onSuccess: ({ match }) =>
        void navigate({ to: '/match/$matchId', params: { matchId: String(match.id) }, replace: true }),
    });
  }, [mutate, navigate]);

  if (!practice.isError) return <FullPageLoader label={t`Starting your practice match...`} />;
  return (
    <Stack maw={560} mx="auto" gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        role="alert"
        title={t`Practice`}
        data-testid="practice-refused"
      >
        {bodyDetail(practice.error) ?? bodyError(practice.error) ?? practiceFailed()}
      </Alert>
      <Button
        renderRoot={(props) => <Link {...props} to="/dashboard" />}
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        <Trans>Back to Dashboard</Trans>
      </Button>
    </Stack>
  );
}
