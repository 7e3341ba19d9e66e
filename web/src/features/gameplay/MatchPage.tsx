import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconEye,
  IconHourglassHigh,
  IconUsers,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useCurrentUser } from '../../lib/session';
import { useWatch } from '../../lib/live/watch';
import { matchQueryOptions } from '../../lib/api/match';
import { Announcer } from './Announcer';
import { ChooseMovePanel } from './ChooseMovePanel';
import { CountdownPanel } from './CountdownPanel';
import { GameHistory } from './GameHistory';
import { GameResultPanel } from './GameResultPanel';
import { MatchCompletePanel } from './MatchCompletePanel';
import classes from './match.module.css';
import { MatchHeader } from './MatchHeader';
import { BOTH_READY, MATCH_FAILED } from './messages';
import { lastCompletedGame, sidesOf } from './play';
import { RevealPanel } from './RevealPanel';
import { SpectatorPanel } from './SpectatorPanel';
import { useMatchPlay } from './use-match-play';
import { WaitingPanel } from './WaitingPanel';

const route = getRouteApi('/_authenticated/match/$matchId');

/** The match page: loads the match, takes its play state from useMatchPlay and composes the panels. */
export function MatchPage() {
  const { t } = useLingui();
  const { matchId } = route.useParams();
  const { data, isError } = useSuspenseQuery(matchQueryOptions(matchId));
  const { match, clockOffsetMs } = data;
  const viewerId = useCurrentUser()?.id ?? null;
  const sides = sidesOf(match, viewerId);
  const play = useMatchPlay(matchId, match, clockOffsetMs, sides);
  const { game, myTurn, reveal, shown } = play;
  const revealing = reveal !== null;

  // The stream carries this match's and its tournament's notices, to a spectator as to a player (issue 33 §4).
  useWatch(match.tournament, match.id);

  const lastGame = lastCompletedGame(match);
  const watchers = match.watchers;
  const gameNumber = shown.current_game?.game_number ?? lastGame?.game_number ?? 1;

  return (
    <Announcer shown={shown} viewerId={viewerId}>
      <Stack gap="sm" maw={760} mx="auto" className={classes.page}>
        {match.tournament === null ? (
          // Practice against the computer belongs to no tournament (issue 33 §5).
          <Anchor renderRoot={(props) => <Link {...props} to="/dashboard" />} size="sm" fw={600}>
            <Group gap={4} component="span" display="inline-flex">
              <IconArrowLeft size={16} aria-hidden />
              <Trans>Back to Dashboard</Trans>
            </Group>
          </Anchor>
        ) : (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(match.tournament) }} />
            )}
            size="sm"
            fw={600}
          >
            <Group gap={4} component="span" display="inline-flex">
              <IconArrowLeft size={16} aria-hidden />
              <Trans>Back to Tournament</Trans>
            </Group>
          </Anchor>
        )}

        {isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t(MATCH_FAILED)}
          </Alert>
        ) : null}

        <MatchHeader match={match} shown={shown} viewerId={viewerId} gameNumber={gameNumber} />

        {match.watchers > 0 ? (
          <Group gap={6} justify="center" c="dimmed" data-testid="match-watchers">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              <Trans>{watchers} watching</Trans>
            </Text>
          </Group>
        ) : null}

        {shown.is_complete ? <MatchCompletePanel match={match} sides={sides} /> : null}

        {revealing ? <RevealPanel choice={reveal.choice} /> : null}

        {!revealing && lastGame ? (
          <GameResultPanel game={lastGame} match={match} sides={sides} viewerId={viewerId} />
        ) : null}

        {/* One deadline, the start grace included (issue 34 §3): no grace count that ends only to start another. */}
        {!revealing && game && myTurn && play.seconds !== null ? (
          <CountdownPanel
            seconds={play.seconds}
            total={game.move_timeout}
            gameNumber={game.game_number}
            grace={play.grace}
          />
        ) : null}

        {!revealing && game && myTurn ? (
          <ChooseMovePanel
            key={game.id}
            practice={match.practice}
            game={game}
            expired={play.expired}
            onSubmit={play.onSubmit}
            submitting={play.submitting}
            error={play.submitError}
          />
        ) : null}

        {!revealing && game && !myTurn ? <WaitingPanel game={game} seconds={play.seconds} /> : null}

        {sides.mySlot === null && !match.is_complete ? (
          <Alert color="gray" variant="light" icon={<IconEye size={18} aria-hidden />}>
            <Trans>You are watching this match. Moves stay hidden until both players are in.</Trans>
          </Alert>
        ) : null}

        {!revealing && sides.mySlot === null && !match.is_complete && match.current_game ? (
          <SpectatorPanel game={match.current_game} match={match} />
        ) : null}

        {sides.mySlot !== null && !match.is_complete && match.current_game === null ? (
          <Alert color="yellow" variant="light" icon={<IconHourglassHigh size={18} aria-hidden />}>
            <Trans>This match starts once both players are known.</Trans>
          </Alert>
        ) : null}

        <GameHistory games={shown.games} match={match} sides={sides} viewerId={viewerId} />

        {game && game.my_submitted && game.opponent_submitted ? (
          <Group gap={6} justify="center" c="dimmed">
            <IconCheck size={16} aria-hidden />
            <Text size="sm">{t(BOTH_READY)}</Text>
          </Group>
        ) : null}
      </Stack>
    </Announcer>
  );
}
