import { Alert, Anchor, Badge, Button, Card, Group, Loader, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconAlarm,
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconClock,
  IconEye,
  IconFlame,
  IconHeartHandshake,
  IconHistory,
  IconHourglassHigh,
  IconSend,
  IconSwords,
  IconTrophy,
  IconTrophyOff,
  IconUserCheck,
  IconX,
} from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { bodyDetail, bodyError, isApiError } from '../../lib/errors';
import { AUTO_MOVE_NOTE } from '../../lib/fairness';
import { formatDateTime } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { myMatchesQueryOptions } from '../tournaments/api';
import { matchStatusColor } from '../tournaments/status';
import {
  EXPIRY_RELOAD_MS,
  matchKeys,
  matchQueryOptions,
  useSubmitChoiceMutation,
  type Choice,
  type Game,
  type Match,
} from './api';
import { CHOICES, ChoiceIcon, choiceInfo } from './choices';
import { TONE_COLOR, TONE_LABEL, countdownTone, formatClock, graceSecondsLeft, secondsLeft, type CountdownTone } from './countdown';
import classes from './match.module.css';
import { outcomeFor, outcomeHeadline, type Outcome } from './outcome';
import { gameToReveal, matchBeforeGame } from './reveal';

const route = getRouteApi('/_authenticated/match/$matchId');

export const MATCH_FAILED = 'Failed to load match data. Please try again.';
export const MATCH_NOT_FOUND = 'Match not found or no active game';
export const SUBMIT_FAILED = 'Failed to submit choice';
export const TIME_EXPIRED = 'Time expired! Auto-submitting your move...';
export const BOTH_READY = 'Both players ready! Revealing results...';
export const MATCH_STARTING = 'Match starting';
const REVEAL_MS = 1200;
/** Reloads, one a second, after the countdown's zero before the 5 s poll takes over again. */
const EXPIRY_RELOADS = 10;

/** A clock that ticks while `active`. */
function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

interface Sides {
  /** 1 or 2 when the viewer plays, else null (spectator: player 1 is shown on the left). */
  mySlot: 1 | 2 | null;
  left: { id: number | null; name: string; score: number; isMe: boolean };
  right: { id: number | null; name: string; score: number; isMe: boolean };
}

function sidesOf(match: Match, viewerId: number | string | null): Sides {
  const isP1 = viewerId !== null && match.player1 !== null && String(match.player1) === String(viewerId);
  const isP2 = viewerId !== null && match.player2 !== null && String(match.player2) === String(viewerId);
  const p1 = { id: match.player1, name: match.player1_username ?? 'TBD', score: match.player1_score, isMe: isP1 };
  const p2 = { id: match.player2, name: match.player2_username ?? 'TBD', score: match.player2_score, isMe: isP2 };
  if (isP2) return { mySlot: 2, left: p2, right: p1 };
  return { mySlot: isP1 ? 1 : null, left: p1, right: p2 };
}

/** The two choices of a game from the left and right players' sides. */
function choicesOf(game: Game, sides: Sides): [Choice | null, Choice | null] {
  return sides.mySlot === 2 ? [game.player2_choice, game.player1_choice] : [game.player1_choice, game.player2_choice];
}

/** Whether the server made each side's move at the deadline, from the left and right players' sides. */
function autosOf(game: Game, sides: Sides): [boolean, boolean] {
  const [p1, p2] = [game.player1_auto === true, game.player2_auto === true];
  return sides.mySlot === 2 ? [p2, p1] : [p1, p2];
}

function Scoreboard({ match, sides, gameNumber }: { match: Match; sides: Sides; gameNumber: number }) {
  const side = (player: Sides['left'], testId: string) => (
    <div className={classes.player}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" lts={0.5}>
        {player.isMe ? 'You' : sides.mySlot ? 'Opponent' : 'Player'}
      </Text>
      <span className={classes.playerName} title={player.name}>
        {player.name}
      </span>
      {/* Read after the name above it: "alice, 2". */}
      <span className={classes.score} data-testid={testId}>
        {player.score}
      </span>
    </div>
  );
  return (
    <div className={classes.scoreboard} data-testid="scoreboard">
      {side(sides.left, 'score-left')}
      <div className={classes.versus}>
        <span>VS</span>
        {!match.is_complete ? (
          <Badge variant="light" size="lg" data-testid="game-number">
            Game {gameNumber}
          </Badge>
        ) : null}
        <Text size="xs" c="dimmed" fw={600}>
          Best of {match.max_games}
        </Text>
      </div>
      {side(sides.right, 'score-right')}
    </div>
  );
}

const TONE_ICON: Record<CountdownTone, typeof IconClock> = {
  normal: IconClock,
  warning: IconAlarm,
  hurry: IconFlame,
  expired: IconAlertTriangle,
};

const TONE_CLASS: Record<CountdownTone, string> = {
  normal: classes.toneNormal,
  warning: classes.toneWarning,
  hurry: classes.toneHurry,
  expired: classes.toneExpired,
};

function CountdownPanel({ seconds, total, label }: { seconds: number; total: number; label: string }) {
  const tone = countdownTone(seconds);
  const Icon = TONE_ICON[tone];
  const panelClass = tone === 'warning' ? classes.panelWarning : tone === 'normal' ? '' : classes.panelHurry;
  return (
    <Card className={panelClass} data-testid="countdown" data-tone={tone} p="md">
      <Stack gap="sm">
        <div className={classes.countdown}>
          <ThemeIcon
            size={48}
            radius="xl"
            variant="light"
            color={TONE_COLOR[tone]}
            className={tone === 'hurry' ? classes.hurryPulse : undefined}
          >
            <Icon size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600} c="dimmed">
              {label}
            </Text>
            <Group gap="sm" align="baseline">
              <span className={`${classes.clock} ${TONE_CLASS[tone]}`} data-testid="countdown-seconds" aria-hidden>
                {formatClock(seconds)}
              </span>
              {/* Announced when the tone changes (under 30 s, under 10 s, zero); the seconds themselves are not. */}
              <Text size="sm" fw={700} className={TONE_CLASS[tone]} data-testid="countdown-label" aria-live="polite">
                {TONE_LABEL[tone]}
              </Text>
            </Group>
          </Stack>
        </div>
        {/* Announced once a second would be noise: screen readers get the state, the clock is for the eye. */}
        <VisuallyHidden role="timer" aria-live="off">
          {seconds} seconds left
        </VisuallyHidden>
        <Progress
          value={total > 0 ? Math.min(100, (100 * seconds) / total) : 0}
          color={TONE_COLOR[tone]}
          size="sm"
          aria-label={`${seconds} of ${total} seconds left`}
          transitionDuration={250}
        />
        {tone === 'expired' ? (
          <Alert color="blue" variant="light" icon={<Loader size={16} />} role="status" data-testid="time-expired">
            {TIME_EXPIRED}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

interface ChoosePanelProps {
  game: Game;
  expired: boolean;
  onSubmit: (choice: Choice) => void;
  submitting: boolean;
  error: string | null;
}

function ChooseMovePanel({ game, expired, onSubmit, submitting, error }: ChoosePanelProps) {
  const [selected, setSelected] = useState<Choice | null>(null);
  const disabled = submitting || expired;
  const picked = choiceInfo(selected);
  return (
    <Card data-testid="choose-move">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Choose your move
          </Title>
          {game.opponent_submitted ? (
            <Group gap={6} c="orange.8" wrap="nowrap" data-testid="opponent-moved" role="status">
              <IconUserCheck size={18} aria-hidden />
              <Text size="sm" fw={700}>
                Your opponent has made their move
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Your opponent is still choosing...
            </Text>
          )}
        </Group>
        <div className={classes.choices} role="group" aria-label="Moves">
          {CHOICES.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={classes.choice}
              aria-pressed={selected === choice.value}
              disabled={disabled}
              onClick={() => setSelected(choice.value)}
              title={`${choice.name} ${choice.beats}`}
              data-testid={`choice-${choice.value}`}
            >
              <ChoiceIcon choice={choice.value} size={52} />
              <span className={classes.choiceName}>{choice.name}</span>
            </button>
          ))}
        </div>
        <Text size="sm" c="dimmed" ta="center" mih={20}>
          {picked ? `${picked.name} ${picked.beats}.` : 'Pick one of the five moves, then submit it.'}
        </Text>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="submit-error">
            {error}
          </Alert>
        ) : null}
        <Button
          size="md"
          fullWidth
          onClick={() => selected && onSubmit(selected)}
          disabled={!selected || disabled}
          loading={submitting}
          leftSection={<IconSend size={18} aria-hidden />}
          data-testid="submit-choice"
        >
          {picked ? `Submit ${picked.name}` : 'Submit Choice'}
        </Button>
      </Stack>
    </Card>
  );
}

function WaitingPanel({ game, seconds }: { game: Game; seconds: number | null }) {
  const mine = choiceInfo(game.my_choice);
  const expired = seconds !== null && seconds <= 0;
  return (
    <Card data-testid="waiting-panel">
      <Stack align="center" gap="sm" ta="center" py="md">
        {mine ? <ChoiceIcon choice={mine.value} size={64} /> : null}
        <Text fw={700} size="lg">
          Waiting for your opponent...
        </Text>
        {mine ? (
          <Text c="dimmed" size="sm">
            {game.my_auto ? 'Your move' : 'You chose'} <strong>{mine.name}</strong>. It stays hidden until both moves are in.
          </Text>
        ) : null}
        {game.my_auto ? <AutoMoveNote /> : null}
        {seconds !== null ? (
          <Group gap={6} c={expired ? 'blue' : 'dimmed'}>
            {expired ? <Loader size={14} /> : <IconHourglassHigh size={16} aria-hidden />}
            <Text size="sm" data-testid="opponent-countdown">
              {expired
                ? "Your opponent's time is up: their move is being chosen..."
                : `Your opponent has ${formatClock(seconds)} left`}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A first game's start grace: the clock has not started; moves are taken already. */
function MatchStartingPanel({ seconds, myTurn }: { seconds: number; myTurn: boolean }) {
  return (
    <Alert color="violet" variant="light" icon={<IconHourglassHigh size={18} aria-hidden />} title={MATCH_STARTING} data-testid="match-starting">
      <Text size="sm">
        {myTurn ? 'Your' : "Your opponent's"} clock starts in{' '}
        <strong data-testid="grace-seconds">{formatClock(seconds)}</strong>
        {myTurn ? '. You can move now.' : '.'}
      </Text>
    </Alert>
  );
}

function RevealPanel({ choice }: { choice: Choice | null }) {
  return (
    <Card data-testid="revealing">
      <div className={classes.reveal} role="status">
        <div className={classes.revealIcons} aria-hidden>
          {choice ? <ChoiceIcon choice={choice} size={44} /> : null}
          {/* The opponent's move stays face down until the result shows. */}
          <ChoiceIcon choice="" size={44} />
        </div>
        <Text fw={700} size="lg">
          {BOTH_READY}
        </Text>
      </div>
    </Card>
  );
}

const OUTCOME_STYLE: Record<Outcome, { className: string; color: string; icon: typeof IconTrophy }> = {
  win: { className: classes.resultWin, color: 'teal', icon: IconTrophy },
  loss: { className: classes.resultLoss, color: 'red', icon: IconX },
  tie: { className: classes.resultTie, color: 'gray', icon: IconHeartHandshake },
  decided: { className: classes.resultTie, color: 'violet', icon: IconTrophy },
};

function Face({ choice, name, auto }: { choice: Choice | null; name: string; auto: boolean }) {
  const info = choiceInfo(choice);
  return (
    <div className={classes.face}>
      {info ? <ChoiceIcon choice={info.value} size={56} /> : null}
      <Text fw={700} size="sm">
        {info?.name ?? '—'}
      </Text>
      <Text size="xs" c="dimmed" truncate maw="100%">
        {name}
      </Text>
      {auto ? <AutoMoveNote /> : null}
    </div>
  );
}

/** Said beside a move the server made because the player's time ran out. */
function AutoMoveNote() {
  return (
    <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
      {AUTO_MOVE_NOTE}
    </Text>
  );
}

function GameResultPanel({ game, match, sides, viewerId }: { game: Game; match: Match; sides: Sides; viewerId: number | string | null }) {
  const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
  const style = OUTCOME_STYLE[outcome];
  const [left, right] = choicesOf(game, sides);
  const [leftAuto, rightAuto] = autosOf(game, sides);
  return (
    <Card className={style.className} data-testid="game-result" data-outcome={outcome}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="xs" fw={800} tt="uppercase" c="dimmed" lts={0.8}>
            Game {game.game_number} result
          </Text>
          <ThemeIcon size={30} radius="xl" variant="light" color={style.color}>
            <style.icon size={18} aria-hidden />
          </ThemeIcon>
        </Group>
        <Title order={2} size="h3" ta="center" c={`${style.color}.8`} data-testid="game-result-title">
          {outcomeHeadline(outcome, game.winner_username)}
        </Title>
        <div className={classes.faceOff}>
          <Face choice={left} name={sides.left.name} auto={leftAuto} />
          <Text fw={800} c="dimmed">
            vs
          </Text>
          <Face choice={right} name={sides.right.name} auto={rightAuto} />
        </div>
        <Text ta="center" fw={600} data-testid="game-result-description">
          {game.result_description}
        </Text>
      </Stack>
    </Card>
  );
}

/** Where the winner of a match that is not the final goes next: their next match, or word that it waits. */
function NextMatch({ match }: { match: Match }) {
  const { data: mine } = useQuery(myMatchesQueryOptions(String(match.tournament)));
  const next = mine?.filter((m) => m.round_number > match.round_number).sort((a, b) => a.round_number - b.round_number)[0];
  if (next && next.status === 'IN_PROGRESS') {
    return (
      <Button
        renderRoot={(props) => <Link {...props} to="/match/$matchId" params={{ matchId: String(next.id) }} />}
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
      You are through to round {match.round_number + 1}. Waiting for your opponent: their match is still on.
    </Text>
  );
}

function MatchCompletePanel({ match, sides }: { match: Match; sides: Sides }) {
  const iWon = sides.mySlot !== null && match.winner !== null && String(match.winner) === String(sides.mySlot === 1 ? match.player1 : match.player2);
  const iLost = sides.mySlot !== null && !iWon;
  const headline = iWon ? 'You won the match!' : iLost ? 'Match over: you were knocked out' : `${match.winner_username ?? 'The winner'} wins the match`;
  // The trophy is the winner's: the player who lost sees the match end without one.
  const Emblem = iLost ? IconTrophyOff : IconTrophy;
  return (
    <Card className={`${classes.matchComplete} ${iWon ? classes.matchCompleteWon : ''}`} data-testid="match-complete" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="white" color={iWon ? 'orange' : iLost ? 'gray' : 'violet'}>
          <Emblem size={36} aria-hidden />
        </ThemeIcon>
        <Text size="xs" fw={800} tt="uppercase" lts={1.2} c="rgba(255,255,255,0.85)">
          Match Complete
        </Text>
        <Title order={2} c="white">
          {headline}
        </Title>
        <Text fw={600} data-testid="match-winner">
          Winner: {match.winner_username ?? '—'} ({Math.max(match.player1_score, match.player2_score)}–
          {Math.min(match.player1_score, match.player2_score)})
        </Text>
        {iWon && !match.is_final ? <NextMatch match={match} /> : null}
        <Button
          renderRoot={(props) => <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(match.tournament) }} />}
          variant="white"
          color="dark"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          mt="xs"
          data-testid="back-to-tournament"
        >
          Back to Tournament
        </Button>
      </Stack>
    </Card>
  );
}

function GameHistory({ games, match, sides, viewerId }: { games: Game[]; match: Match; sides: Sides; viewerId: number | string | null }) {
  const done = games.filter((g) => g.is_complete).sort((a, b) => b.game_number - a.game_number);
  return (
    <Card data-testid="game-history">
      <Stack gap="sm">
        <Group gap="xs">
          <IconHistory size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4">
            Game History
          </Title>
        </Group>
        {done.length === 0 ? (
          <Text c="dimmed" size="sm">
            No games finished yet.
          </Text>
        ) : (
          <div>
            {done.map((game) => {
              const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
              const style = OUTCOME_STYLE[outcome];
              const [left, right] = choicesOf(game, sides);
              const autos = autosOf(game, sides);
              // The viewer sits on the left, so "You" leads the line.
              const timedOut = [sides.left, sides.right].filter((_, i) => autos[i]).map((side) => (side.isMe ? 'You' : side.name));
              const label =
                outcome === 'decided' ? `${game.winner_username ?? 'Someone'} won` : outcomeHeadline(outcome, game.winner_username);
              return (
                <div key={game.id} className={classes.historyRow} data-testid="history-game">
                  <Group gap={4} wrap="nowrap">
                    <ChoiceIcon choice={left ?? ''} size={30} labelled />
                    <Text size="xs" c="dimmed" fw={700}>
                      vs
                    </Text>
                    <ChoiceIcon choice={right ?? ''} size={30} labelled />
                  </Group>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={700}>
                      Game {game.game_number}: {label}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {game.result_description} · {formatDateTime(game.completed_at)}
                    </Text>
                    {timedOut.length ? (
                      <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
                        {timedOut.join(' and ')}: {AUTO_MOVE_NOTE}
                      </Text>
                    ) : null}
                  </Stack>
                  <ThemeIcon size={28} radius="xl" variant="light" color={style.color}>
                    <style.icon size={16} aria-hidden />
                  </ThemeIcon>
                </div>
              );
            })}
          </div>
        )}
      </Stack>
    </Card>
  );
}

export function MatchPage() {
  const { matchId } = route.useParams();
  const { data, isError } = useSuspenseQuery(matchQueryOptions(matchId));
  const { match, clockOffsetMs } = data;
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const viewerId = user?.id ?? null;
  const sides = sidesOf(match, viewerId);
  const submit = useSubmitChoiceMutation(matchId, match.tournament);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [reveal, setReveal] = useState<{ until: number; choice: Choice; gameId: number } | null>(null);
  // A read that brings the viewer's game back complete starts its reveal in the same render, so no frame shows the
  // result first, whoever moved last and whatever brought the read (the submit's reload, the stream, a poll).
  const [previous, setPrevious] = useState(match);
  if (previous !== match) {
    setPrevious(match);
    const revealed = gameToReveal(previous, match, sides.mySlot);
    if (revealed) setReveal({ until: Date.now() + REVEAL_MS, ...revealed });
  }

  const game = match.current_game;
  const playing = sides.mySlot !== null && !match.is_complete && game !== null;
  const myTurn = playing && !game.my_submitted;
  const deadline = myTurn ? game.my_move_deadline : playing && !game.opponent_submitted ? game.opponent_move_deadline : null;
  const revealing = reveal !== null;
  const now = useNow(deadline !== null || revealing);
  const seconds = secondsLeft(deadline, clockOffsetMs, now);
  const expired = seconds !== null && seconds <= 0;
  // During a first game's start grace the clock stands full: what ticks is the grace.
  const grace = playing ? graceSecondsLeft(seconds, game.move_timeout) : 0;
  const clockSeconds = seconds !== null && playing ? Math.min(seconds, game.move_timeout) : seconds;

  // At zero the server moves for whoever has not: read the match again after a second (spec section 4), and
  // every second after that until the move shows, so a server slower than a second under load does not leave
  // "Time expired" on screen until the next 5 s poll.
  const expiredKey = expired && game ? `${game.id}:${myTurn ? 'me' : 'them'}` : null;
  useEffect(() => {
    if (!expiredKey) return;
    let reloads = 0;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
      // A server that has not moved after these leaves it to the 5 s poll, rather than a request a second for good.
      if (++reloads >= EXPIRY_RELOADS) clearInterval(timer);
    }, EXPIRY_RELOAD_MS);
    return () => clearInterval(timer);
  }, [expiredKey, matchId, queryClient]);

  useEffect(() => {
    if (reveal && now >= reveal.until) setReveal(null);
  }, [reveal, now]);

  // A new game clears the previous game's refusal.
  const gameId = game?.id ?? null;
  useEffect(() => setSubmitError(null), [gameId]);

  const onSubmit = (choice: Choice) => {
    if (!game || submit.isPending) return;
    setSubmitError(null);
    submit.mutate(
      { gameId: game.id, choice },
      {
        onError: (failure) => {
          const message = bodyError(failure) ?? bodyDetail(failure) ?? SUBMIT_FAILED;
          setSubmitError(message);
          notifyError(message);
          void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
        },
      },
    );
  };

  // Under a reveal the page shows the match as it stood before the revealed game: its point, the match's end and
  // its line in the history come when the reveal is over, not under it.
  const shown = reveal ? matchBeforeGame(match, reveal.gameId) : match;
  const completed = match.games.filter((g) => g.is_complete).sort((a, b) => b.game_number - a.game_number);
  const lastGame = completed[0] ?? null;
  const gameNumber = shown.current_game?.game_number ?? lastGame?.game_number ?? 1;
  const roundLabel = match.is_final ? `Round ${match.round_number} · Final` : `Round ${match.round_number}`;

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Anchor
        renderRoot={(props) => <Link {...props} to="/tournament/$tournamentId" params={{ tournamentId: String(match.tournament) }} />}
        size="sm"
        fw={600}
      >
        <Group gap={4} component="span" display="inline-flex">
          <IconArrowLeft size={16} aria-hidden />
          Back to Tournament
        </Group>
      </Anchor>

      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {MATCH_FAILED}
        </Alert>
      ) : null}

      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} miw={0}>
              <Text size="sm" c="dimmed" fw={600} data-testid="match-tournament">
                {match.tournament_name}
              </Text>
              <Title order={1} size="h2">
                {roundLabel} · Match {match.match_number}
              </Title>
            </Stack>
            <Badge variant="light" size="lg" color={matchStatusColor(shown.status)} data-testid="match-status">
              {shown.status_display}
            </Badge>
          </Group>
          {/* Its scores too come from the match as shown: under a reveal, before the revealed game. */}
          <Scoreboard match={shown} sides={sidesOf(shown, viewerId)} gameNumber={gameNumber} />
        </Stack>
      </Card>

      {shown.is_complete ? <MatchCompletePanel match={match} sides={sides} /> : null}

      {revealing ? <RevealPanel choice={reveal.choice} /> : null}

      {!revealing && lastGame ? <GameResultPanel game={lastGame} match={match} sides={sides} viewerId={viewerId} /> : null}

      {!revealing && playing && grace > 0 ? <MatchStartingPanel seconds={grace} myTurn={myTurn} /> : null}

      {!revealing && playing && myTurn && clockSeconds !== null ? (
        <CountdownPanel seconds={clockSeconds} total={game.move_timeout} label={`Game ${game.game_number}: time left for your move`} />
      ) : null}

      {!revealing && playing && myTurn ? (
        <ChooseMovePanel
          key={game.id}
          game={game}
          expired={expired}
          onSubmit={onSubmit}
          submitting={submit.isPending}
          error={submitError}
        />
      ) : null}

      {!revealing && playing && !myTurn ? <WaitingPanel game={game} seconds={clockSeconds} /> : null}

      {sides.mySlot === null && !match.is_complete ? (
        <Alert color="gray" variant="light" icon={<IconEye size={18} aria-hidden />}>
          You are watching this match. Moves stay hidden until both players are in.
        </Alert>
      ) : null}

      {sides.mySlot !== null && !match.is_complete && game === null ? (
        <Alert color="yellow" variant="light" icon={<IconHourglassHigh size={18} aria-hidden />}>
          This match starts once both players are known.
        </Alert>
      ) : null}

      <GameHistory games={shown.games} match={match} sides={sides} viewerId={viewerId} />

      {playing && game.my_submitted && game.opponent_submitted ? (
        <Group gap={6} justify="center" c="dimmed">
          <IconCheck size={16} aria-hidden />
          <Text size="sm">{BOTH_READY}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The route's error boundary: 404 is "not found", anything else a failure to load. */
export function MatchError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isApiError(error) && error.status === 404) {
    return (
      <LoadErrorCard
        title={MATCH_NOT_FOUND}
        message="The match may not exist, or it has no game to play right now."
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="match-not-found"
      />
    );
  }
  return (
    <LoadErrorCard
      message={MATCH_FAILED}
      back={{ to: '/tournaments', label: 'Back to Tournaments' }}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
