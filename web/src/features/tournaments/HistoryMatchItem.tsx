import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake, IconTrophy, IconX } from '@tabler/icons-react';
import { autoMoveNote } from '../../lib/fairness';
import { formatDateTime } from '../../lib/format';
import { ChoiceIcon } from '../../components/choices';
import { choiceName } from '../../lib/choice-names';
import { PlayerLink } from '../../components/PlayerLink';
import { loserName, outcomeFor, resultWords, type Outcome } from '../../lib/outcome';
import type { CompletedGame, HistoryMatch } from '../../lib/api/tournaments';
import classes from './tournaments.module.css';
import { VerifyFairness } from '../../components/VerifyFairness';

/** The absent side of a game won by forfeit: no move was made for them. */
const NO_MOVE = msg`No move: did not show up`;

const MARKERS: Record<Outcome, { icon: typeof IconTrophy; color: string; label: MessageDescriptor }> = {
  win: { icon: IconTrophy, color: 'yellow', label: msg`You won this game` },
  loss: { icon: IconX, color: 'red', label: msg`You lost this game` },
  tie: { icon: IconHeartHandshake, color: 'gray', label: msg`Tie` },
  decided: { icon: IconTrophy, color: 'yellow', label: msg`Winner` },
};

function Marker({ outcome, winner }: { outcome: Outcome; winner: string | null }) {
  const { t } = useLingui();
  const marker = MARKERS[outcome];
  const someone = winner ?? t`Someone`;
  const label = outcome === 'decided' ? t`${someone} won this game` : t(marker.label);
  return (
    <ThemeIcon size={30} radius="xl" variant="light" color={marker.color} role="img" aria-label={label} title={label}>
      <marker.icon size={18} aria-hidden />
    </ThemeIcon>
  );
}

function GameLine({ game, match, viewerId }: { game: CompletedGame; match: HistoryMatch; viewerId: number | null }) {
  const { t } = useLingui();
  const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
  const gameNumber = game.game_number;
  return (
    <Stack gap={6} py="xs" data-testid="history-game">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="sm">
          <Trans>Game {gameNumber}</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(game.completed_at)}
        </Text>
      </Group>
      <div className={classes.gameRow}>
        <div className={classes.gameSide}>
          <ChoiceIcon choice={game.player1_choice ?? ''} size={32} />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={game.winner === match.player1 ? 800 : 500} truncate>
              {match.player1_username ? <PlayerLink name={match.player1_username} /> : t`TBD`}
            </Text>
            <Text size="xs" c="dimmed" data-testid="history-choice">
              {game.player1_choice ? choiceName(game.player1_choice) : t(NO_MOVE)}
            </Text>
            {game.player1_auto ? (
              <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
                {autoMoveNote()}
              </Text>
            ) : null}
          </Stack>
        </div>
        <Marker outcome={outcome} winner={game.winner_username} />
        <div className={`${classes.gameSide} ${classes.gameSideRight}`}>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={game.winner === match.player2 ? 800 : 500} truncate>
              {match.player2_username ? <PlayerLink name={match.player2_username} /> : t`TBD`}
            </Text>
            <Text size="xs" c="dimmed" data-testid="history-choice">
              {game.player2_choice ? choiceName(game.player2_choice) : t(NO_MOVE)}
            </Text>
            {game.player2_auto ? (
              <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
                {autoMoveNote()}
              </Text>
            ) : null}
          </Stack>
          <ChoiceIcon choice={game.player2_choice ?? ''} size={32} />
        </div>
      </div>
      <Text size="sm" ta="center" c="dimmed" fs="italic">
        {resultWords(outcome, game, loserName(game.winner, match))}
      </Text>
      <VerifyFairness
        game={game}
        players={[
          { userId: match.player1, name: match.player1_username, choice: game.player1_choice, auto: game.player1_auto },
          { userId: match.player2, name: match.player2_username, choice: game.player2_choice, auto: game.player2_auto },
        ]}
      />
    </Stack>
  );
}
/** The match line's forfeit words, seen by this viewer: the winner's name stands before them (issue 34 §2). */
function forfeitWords(match: HistoryMatch, viewerId: number | null): string {
  switch (outcomeFor(match.winner, [match.player1, match.player2], viewerId)) {
    case 'win':
      return t`you won by forfeit: your opponent did not show up`;
    case 'loss':
      return t`you lost by forfeit: you did not move in time`;
    default: {
      const loser = loserName(match.winner, match) ?? t`the opponent`;
      return t`won by forfeit: ${loser} did not show up`;
    }
  }
}

export function MatchItem({ match, viewerId }: { match: HistoryMatch; viewerId: number | null }) {
  const { t } = useLingui();
  const number = match.match_number;
  const title = match.is_third_place ? t`Third place` : t`Match ${number}`;
  const player1 = match.player1_username ?? t`TBD`;
  const player2 = match.player2_username ?? t`TBD`;
  const score1 = match.player1_score;
  const score2 = match.player2_score;
  return (
    <Accordion.Item value={String(match.id)} data-testid="history-match">
      <Accordion.Control>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {match.bye ? (
              <Trans>
                {title}: <span data-user-content>{player1}</span> has a bye
              </Trans>
            ) : (
              <Trans>
                {title}: <span data-user-content>{player1}</span>{' '}
                <Text span c="violet.7" fw={800}>
                  {score1} – {score2}
                </Text>{' '}
                <span data-user-content>{player2}</span>
              </Trans>
            )}
          </Text>
          {match.winner_username ? (
            <Group gap={4} c="teal.8" wrap="nowrap">
              <IconTrophy size={14} aria-hidden />
              <Text size="sm" fw={600} data-user-content>
                {match.winner_username}
              </Text>
              {match.forfeit ? (
                <Text size="sm" data-testid="history-forfeit">
                  · {forfeitWords(match, viewerId)}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {match.games.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No games were played in this match.</Trans>
          </Text>
        ) : (
          <Stack gap={0}>
            {match.games.map((game) => (
              <GameLine key={game.id} game={game} match={match} viewerId={viewerId} />
            ))}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
