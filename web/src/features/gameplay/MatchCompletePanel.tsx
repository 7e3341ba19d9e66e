import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArmchair, IconArrowLeft, IconSwords, IconTrophy, IconTrophyOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { offerOnScreen } from '../../components/live/match-start-toast';
import { houseTablesQueryOptions, myMatchesQueryOptions, tournamentQueryOptions } from '../../lib/api/tournaments';
import { Money } from '../../components/Money';
import { matchLabel } from '../../lib/rounds';
import { useAnnounce } from './Announcer';
import type { Match } from '../../lib/api/match';
import classes from './match.module.css';
import type { Sides } from './play';
import { forfeitLost, forfeitWon, loserName } from '../../lib/outcome';
import { ChampionCelebration } from './ChampionCelebration';
import { RematchPanel } from './RematchPanel';
import { PracticeAgain } from './PracticeAgain';

/**
 * Where the player goes next: the winner of a match that is not the final to their next match, a semi-final's
 * loser where third place is played to that match (issue 32 §3); or word that it waits.
 */
function NextMatch({ match, thirdPlace = false }: { match: Match; thirdPlace?: boolean }) {
  const { t } = useLingui();
  const { data: mine } = useQuery(myMatchesQueryOptions(String(match.tournament)));
  const next = thirdPlace
    ? mine?.find((m) => m.is_third_place)
    : mine
        ?.filter((m) => m.round_number > match.round_number && !m.is_third_place)
        .sort((a, b) => a.round_number - b.round_number)[0];
  const ready = next && next.status === 'IN_PROGRESS' ? next : null;
  const announce = useAnnounce();
  const readyRound = ready ? matchLabel(ready, match.total_rounds) : null;
  const readyNumber = ready?.match_number;
  const readyLabel = ready ? (ready.is_third_place ? readyRound : t`${readyRound} · Match ${readyNumber}`) : null;
  const startedWords = readyLabel ? t`Your next match has started: ${readyLabel}.` : null;
  useEffect(() => {
    if (startedWords) announce(startedWords);
  }, [announce, startedWords]);
  const readyId = ready ? String(ready.id) : null;
  useEffect(() => {
    // This card offers the next match where the player is looking: the toast saying the same would only cover the
    // card's top on a phone. In a background tab it stays (it keeps the "Your move" title until looked at).
    if (readyId && document.visibilityState === 'visible') return offerOnScreen(readyId);
  }, [readyId]);
  // Whole sentences per kind of round: a translation cannot lower-case or prefix a round's name (issue 36).
  const nextRoundNumber = match.round_number + 1;
  const nextIsFinal = nextRoundNumber === match.total_rounds;
  const nextIsSemi = !nextIsFinal && match.total_rounds > 1 && nextRoundNumber === match.total_rounds - 1;
  const through = thirdPlace
    ? t`You are through to the third-place match. Waiting for your opponent: their match is still on.`
    : nextIsFinal
      ? t`You are through to the Final. Waiting for your opponent: their match is still on.`
      : nextIsSemi
        ? t`You are through to the Semi-Finals. Waiting for your opponent: their match is still on.`
        : t`You are through to round ${nextRoundNumber}. Waiting for your opponent: their match is still on.`;
  if (ready) {
    return (
      <Button
        renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(ready.id) }} />}
        color="orange"
        leftSection={<IconSwords size={16} aria-hidden />}
        data-testid="next-match-link"
      >
        <Trans>Play your next match</Trans>
      </Button>
    );
  }
  return (
    <Text size="sm" fw={600} data-testid="next-match-waiting">
      {through}
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
  const name = next.name;
  const fee = next.entry_fee;
  return (
    <Button
      renderRoot={(props) => (
        <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(next.id) }} />
      )}
      color="teal"
      leftSection={<IconArmchair size={16} aria-hidden />}
      data-testid="next-house-table"
    >
      <Trans>
        Play again: <span data-user-content>{name}</span> (
        <Money value={fee} size="sm" iconSize={14} c="inherit" />)
      </Trans>
    </Button>
  );
}

export function MatchCompletePanel({ match, sides }: { match: Match; sides: Sides }) {
  const { t } = useLingui();
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
  const winner = match.winner_username ?? t`The winner`;
  const headline = match.practice
    ? iWon
      ? t`You beat the computer!`
      : iLost
        ? t`The computer wins this one`
        : t`${winner} wins the match`
    : iWon
      ? t`You won the match!`
      : playsForThird
        ? t`Match over: you play for third place`
        : iLost && match.is_final
          ? t`Match over: you finished second`
          : iLost
            ? t`Match over: you were knocked out`
            : t`${winner} wins the match`;
  const winnerName = match.winner_username ?? '—';
  const high = Math.max(match.player1_score, match.player2_score);
  const low = Math.min(match.player1_score, match.player2_score);
  const loser = loserName(match.winner, match) ?? t`the opponent`;
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
          <Trans>Match Complete</Trans>
        </Text>
        <Title order={2} c="var(--card-words)">
          {headline}
        </Title>
        <Text fw={600} data-testid="match-winner">
          <Trans>
            Winner: <span data-user-content>{winnerName}</span> ({high}–{low})
          </Trans>
        </Text>
        {match.forfeit ? (
          <Text size="sm" fw={600} data-testid="match-forfeit">
            {iLost ? forfeitLost() : iWon ? forfeitWon() : t`Won by forfeit: ${loser} did not show up`}
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
            <Trans>Back to Tournament</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  );
}
