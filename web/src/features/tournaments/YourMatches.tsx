import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconSwords, IconTrophy } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myMatchesQueryOptions, type MyMatch, type Tournament } from '../../lib/api/tournaments';
import { matchLabel } from '../../lib/rounds';
import { matchStatusColor } from '../../lib/status';
import classes from './tournaments.module.css';
import { matchStatusLabel } from '../../lib/display';

function MyMatchRow({ match, totalRounds }: { match: MyMatch; totalRounds: number }) {
  const { t } = useLingui();
  const done = match.status === 'COMPLETED';
  const label = matchLabel(match, totalRounds);
  const number = match.match_number;
  const winner = match.winner_username;
  const p1Won = match.winner !== null && match.winner === match.player1;
  const p2Won = match.winner !== null && match.winner === match.player2;
  return (
    <div className={`${classes.myMatch} ${match.needs_my_move ? classes.myMatchNeedsMove : ''}`} data-testid="my-match">
      <Stack gap={4} miw={0}>
        <Group gap="xs">
          <Text fw={700} size="sm">
            {match.is_third_place ? label : t`${label} · Match ${number}`}
          </Text>
          <Badge size="sm" variant="light" color={matchStatusColor(match.status)}>
            {match.bye ? t`Bye` : matchStatusLabel(match.status, match.status_display)}
          </Badge>
        </Group>
        <Text size="sm">
          <Text span fw={p1Won ? 800 : 500} data-user-content>
            {match.player1_username ?? t`TBD`}
          </Text>{' '}
          {match.bye ? (
            <Text span c="dimmed">
              <Trans>has a bye</Trans>
            </Text>
          ) : (
            <>
              <Text span fw={700} className={classes.myMatchScore}>
                {match.player1_score} – {match.player2_score}
              </Text>{' '}
              <Text span fw={p2Won ? 800 : 500} data-user-content>
                {match.player2_username ?? t`TBD`}
              </Text>
            </>
          )}
        </Text>
        {match.winner_username ? (
          <Group gap={4} c="teal.8">
            <IconTrophy size={14} aria-hidden />
            <Text size="sm" fw={600}>
              <Trans>
                Winner: <span data-user-content>{winner}</span>
              </Trans>
            </Text>
          </Group>
        ) : null}
      </Stack>
      {done ? null : match.needs_my_move ? (
        <Button
          renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(match.id) }} />}
          leftSection={<IconPlayerPlayFilled size={16} aria-hidden />}
          data-testid="play-now"
        >
          <Trans>Play Now!</Trans>
        </Button>
      ) : (
        <Button
          renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(match.id) }} />}
          variant="light"
          leftSection={<IconSwords size={16} aria-hidden />}
          data-testid="view-match"
        >
          <Trans>View Match</Trans>
        </Button>
      )}
    </div>
  );
}
export function YourMatches({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const { data: matches } = useSuspenseQuery(myMatchesQueryOptions(String(tournament.id)));
  return (
    <Card data-testid="your-matches">
      <Stack gap="md">
        <Group gap="xs">
          <IconSwords size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4">
            <Trans>Your Matches</Trans>
          </Title>
        </Group>
        {matches.length === 0 ? (
          <Text c="dimmed" size="sm">
            {tournament.status === 'PENDING'
              ? t`Your first match is drawn when every seat is taken.`
              : t`You have no matches in this tournament.`}
          </Text>
        ) : (
          <Stack gap="sm">
            {matches.map((match) => (
              <MyMatchRow key={match.id} match={match} totalRounds={tournament.total_rounds} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
