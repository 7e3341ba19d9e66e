import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { PlayRestriction } from '../lib/restriction';

/**
 * A time-out or self-exclusion in force, said before any click (issue 34 §4): on the pages whose actions it
 * closes (wallet, tournaments), with its end, so no dialog opens only to refuse on submit.
 */
export function PlayRestrictionBanner({ restriction }: { restriction: PlayRestriction | null }) {
  const { t } = useLingui();
  if (!restriction) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHandStop size={18} aria-hidden />}
      title={restriction.kind === 'time_out' ? t`You are taking a time-out` : t`Your account is self-excluded`}
      data-testid="play-restriction-banner"
    >
      <Text size="sm">{restriction.message}</Text>
      <Anchor component={Link} to="/safer-play" size="sm">
        <Trans>Safer play</Trans>
      </Anchor>
    </Alert>
  );
}
