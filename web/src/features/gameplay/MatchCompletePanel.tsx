import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArmchair, IconArrowLeft, IconSwords, IconTrophy, IconTrophyOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { offerOnScreen } from '../../components/live/match-start-toast';
import { houseTablesQueryOptions, myMatchesQueryOptions, tournamentQueryOptions } from '../../lib/api/tournaments';
import { Money } from '../../components/Money';
import { matchLabel, roundLabel } from '../../lib/rounds';
import { useAnnounce } from './Announcer';
import type { Match } from '../../lib/api/match';
import classes from './match.module.css';
import type { Sides } from './play';
import { FORFEIT_LOST, FORFEIT_WON, loserName } from '../../lib/outcome';
import { ChampionCelebration } from './ChampionCelebration';
import { RematchPanel } from './RematchPanel';
import { PracticeAgain } from './PracticeAgain';

/**
 * Where the player goes next: the winner of a match that is not the final to their next match, a semi-final's
 * loser where third place is played to that match (issue 32 §3); or word that it waits.
 */
function NextMatch({ match, thirdPlace = false }: { match: Match; thirdPlace?: boolean }) {
  const { data: mine } = useQuery(myMatchesQueryOptions(String(match.tournament)));
  const next = thirdPlace
    ? mine?.find((m) => m.is_third_place)
    : mine
        ?.filter((m) => m.round_number > match.round_number && !m.is_third_place)
        .sort((a, b) => a.round_number - b.round_number)[0];
  const ready = next && next.status === 'IN_PROGRESS' ? next : null;
  const announce = useAnnounce();
  const readyLabel = ready
    ? ready.is_third_place
      ? matchLabel(ready, match.total_rounds)
      : `${matchLabel(ready, match.total_rounds)} · Match ${ready.match_number}`
    : null;
  useEffect(() => {
    if (readyLabel) announce(`Your next match has started: ${readyLabel}.`);
  }, [announce, readyLabel]);
  const readyId = ready ? String(ready.id) : null;
  useEffect(() => {
    // This card offers the next match where the player is looking: the toast saying the same would only cover the
    // card's top on a phone. In a background tab it stays (it keeps the "Your move" title until looked at).
    if (readyId && document.visibilityState === 'visible') return offerOnScreen(readyId);
  }, [readyId]);
  const label = roundLabel(match.round_number + 1, match.total_rounds);
  const nextRound = thirdPlace
    ? 'the third-place match'
    : label.startsWith('Round')
      ? label.toLowerCase()
      : `the ${label}`;
  if (ready) {
    return (
      <Button
        renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(ready.id) }} />}
        color="orange"
        leftSection={<IconSwords size={16} aria-hidden />}
        data-testid="next-match-link"
      >
        Play your next match
      </Button>
    );
  }
  return (
    <Text size="sm" fw={600} data-testid="next-match-waiting">
      You are through to {nextRound}. Waiting for your opponent: their match is still on.
    </Text>
  );
}
/**
 * A player whose run here is over is offered the next open house table at the stake they just played (issue 32
 * §5), or the nearest one below it; nothing when no table is open to them.
 */
function NextTable({ match }: { match: Match }) {
  const { data: tournament } = useQuery(tournamentQueryOptions(String(match.tournament)));
  const { data: tables } = useQuery(houseTablesQueryOptions());
  if (!tournament || !tables) return null;
  const stake = Number(tournament.entry_fee);
  const open = tables.results
    .filter((t) => t.can_join && !t.user_is_participant && t.id !== tournament.id && Number(t.entry_fee) <= stake)
    .sort((a, b) => Number(b.entry_fee) - Number(a.entry_fee) || a.max_players - b.max_players);
  const next = open.at(0);
  if (!next) return null;
  return (
    <Button
      renderRoot={(props) => (
        <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(next.id) }} />
      )}
      color="teal"
      leftSection={<IconArmchair size={16} aria-hidden />}
      data-testid="next-house-table"
    >
      Play again: {next.name} (<Money value={next.entry_fee} size="sm" iconSize={14} c="inherit" />)
    </Button>
  );
}

export function MatchCompletePanel({ match, sides }: { match: Match; sides: Sides }) {
  const iWon =
    sides.mySlot !== null &&
    match.winner !== null &&
    match.winner === (sides.mySlot === 1 ? match.player1 : match.player2);
  const iLost = sides.mySlot !== null && !iWon;
  // A semi-final's loser plays on for third where three places are paid: their next match says so.
  const semiFinal = match.round_number === match.total_rounds - 1;
  const { data: mine } = useQuery({
    ...myMatchesQueryOptions(String(match.tournament)),
    enabled: iLost && semiFinal && match.tournament !== null,
  });
  const playsForThird = iLost && semiFinal && mine?.some((m) => m.is_third_place) === true;
  const headline = match.practice
    ? iWon
      ? 'You beat the computer!'
      : iLost
        ? 'The computer wins this one'
        : `${match.winner_username ?? 'The winner'} wins the match`
    : iWon
      ? 'You won the match!'
      : playsForThird
        ? 'Match over: you play for third place'
        : iLost && match.is_final
          ? 'Match over: you finished second'
          : iLost
            ? 'Match over: you were knocked out'
            : `${match.winner_username ?? 'The winner'} wins the match`;
  // The trophy is the winner's: the player who lost sees the match end without one.
  const Emblem = iLost ? IconTrophyOff : IconTrophy;
  return (
    <Card
      className={`${classes.matchComplete} ${iWon ? classes.matchCompleteWon : ''}`}
      data-testid="match-complete"
      p="xl"
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="white" color={iWon ? 'orange' : iLost ? 'gray' : 'violet'}>
          <Emblem size={36} aria-hidden />
        </ThemeIcon>
        <Text size="xs" fw={800} tt="uppercase" lts={1.2} c="var(--card-words-soft)">
          Match Complete
        </Text>
        <Title order={2} c="var(--card-words)">
          {headline}
        </Title>
        <Text fw={600} data-testid="match-winner">
          Winner: {match.winner_username ?? '—'} ({Math.max(match.player1_score, match.player2_score)}–
          {Math.min(match.player1_score, match.player2_score)})
        </Text>
        {match.forfeit ? (
          <Text size="sm" fw={600} data-testid="match-forfeit">
            {iLost
              ? FORFEIT_LOST
              : iWon
                ? FORFEIT_WON
                : `Won by forfeit: ${loserName(match.winner, match) ?? 'the opponent'} did not show up`}
          </Text>
        ) : null}
        {iWon && match.is_final ? <ChampionCelebration match={match} place={1} /> : null}
        {iLost && match.is_final ? <ChampionCelebration match={match} place={2} /> : null}
        {iWon && match.is_third_place ? <ChampionCelebration match={match} place={3} /> : null}
        {iWon && !match.practice && !match.is_final && !match.is_third_place ? <NextMatch match={match} /> : null}
        {playsForThird ? <NextMatch match={match} thirdPlace /> : null}
        {!match.practice &&
        sides.mySlot !== null &&
        ((iLost && !playsForThird) || (iWon && (match.is_final || match.is_third_place))) ? (
          <NextTable match={match} />
        ) : null}
        {!match.practice && sides.mySlot !== null ? <RematchPanel match={match} /> : null}
        {match.practice ? (
          <PracticeAgain match={match} />
        ) : (
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(match.tournament) }} />
            )}
            variant="white"
            color="dark"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            mt="xs"
            data-testid="back-to-tournament"
          >
            Back to Tournament
          </Button>
        )}
      </Stack>
    </Card>
  );
}
