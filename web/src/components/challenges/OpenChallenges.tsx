import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Money } from '../Money';
import { myChallengesQueryOptions, type Challenge } from '../../lib/api/challenges';
import { paceLabel } from '../../lib/pace';
import { useCurrentUser } from '../../lib/session';
import { gameModeLabel } from '../../lib/display';

/** "You challenged bob" or "alice challenges you", and what for. */
function Line({ challenge: c, me }: { challenge: Challenge; me: number | undefined }) {
  const { t } = useLingui();
  const made = c.creator === me;
  const opponent = c.opponent_username;
  const creator = c.creator_username;
  const who = made
    ? opponent
      ? t`You challenged ${opponent}`
      : t`Your open challenge (anyone with the link)`
    : t`${creator} challenges you`;
  return (
    <li data-testid="open-challenge">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Anchor renderRoot={(props) => <Link {...props} to="/challenge/$token" params={{ token: c.token }} />} fw={600}>
          {who}
        </Anchor>
        <Text size="sm" c="dimmed" component="div">
          {c.friendly ? t`Friendly` : <Money value={c.entry_fee} size="sm" iconSize={14} />} ·{' '}
          {gameModeLabel(c.game_mode, c.game_mode_display)} · {paceLabel(c.move_timeout)}
        </Text>
      </Group>
    </li>
  );
}

/**
 * The player's open challenges, made and received (issue 33 §1), above the lobby: nothing at all when there are
 * none, so the lobby looks as it always did.
 */
export function OpenChallenges() {
  const { data } = useQuery(myChallengesQueryOptions());
  const me = useCurrentUser()?.id;
  if (!data || data.count === 0) return null;
  return (
    <Card data-testid="open-challenges">
      <Stack gap="xs">
        <Group gap="xs">
          <IconSwords size={20} aria-hidden />
          <Title order={2} size="h4">
            <Trans>Open challenges</Trans>
          </Title>
        </Group>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.results.map((c) => (
            <Line key={c.id} challenge={c} me={me} />
          ))}
        </Stack>
        {data.count > data.results.length ? (
          <Text size="sm" c="dimmed">
            {plural(data.count - data.results.length, { one: 'And # more.', other: 'And # more.' })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
