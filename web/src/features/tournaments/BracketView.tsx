import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconArrowRight, IconCircleCheckFilled, IconCrown, IconMedal } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PlayerLink } from '../../components/PlayerLink';
import type { Bracket, BracketMatch } from '../../lib/api/tournaments';
import { mostVisible, orderedRounds } from './bracket';
import { matchStatusColor } from '../../lib/status';
import { useOverflowsSideways } from '../../lib/use-overflows';
import classes from './bracket.module.css';
import shared from './tournaments.module.css';
import { matchStatusLabel } from '../../lib/display';

interface SlotProps {
  username: string | null;
  /** What an empty slot says: "bye" in a bye's match (issue 32 §2), else "TBD" (not decided yet). */
  empty?: string;
  score: number;
  isWinner: boolean;
  showScore: boolean;
  isMe: boolean;
}

function Slot({ username, empty, score, isWinner, showScore, isMe }: SlotProps) {
  const { t } = useLingui();
  return (
    <div className={`${classes.slot} ${isWinner ? classes.slotWinner : ''}`}>
      <span className={`${classes.slotName} ${username ? '' : classes.slotEmpty}`}>
        {isWinner ? (
          <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-6)" role="img" aria-label={t`Winner`} />
        ) : null}
        <span className={classes.slotText} title={username ?? undefined}>
          {username ? <PlayerLink name={username} /> : (empty ?? t`TBD`)}
        </span>
        {isMe ? (
          <Badge size="xs" variant="light" color="violet" className={classes.slotBadge}>
            <Trans>You</Trans>
          </Badge>
        ) : null}
      </span>
      {showScore ? <span className={classes.score}>{score}</span> : null}
    </div>
  );
}

function BracketMatchCard({ match, viewer }: { match: BracketMatch; viewer: string | null }) {
  const { t } = useLingui();
  const number = match.match_number;
  const title = match.is_third_place ? t`Third place` : t`Match ${number}`;
  // A bye has no game and no score: its one player went through to the next round.
  const started = match.status !== 'pending' && !match.bye;
  const mine = viewer !== null && (match.player1_username === viewer || match.player2_username === viewer);
  const className = [
    classes.bracketMatch,
    match.status === 'IN_PROGRESS' ? classes.bracketMatchLive : '',
    mine ? classes.bracketMatchMine : '',
  ].join(' ');
  // Whoever reads the bracket, the absent side is named: "opponent" would be the reader's own opponent.
  const absent = (match.winner === match.player1 ? match.player2_username : match.player1_username) ?? t`the opponent`;
  const player1 = match.player1_username ?? t`TBD`;
  const player2 = match.player2_username ?? t`TBD`;
  const status = matchStatusLabel(match.status, match.status_display);
  const label = match.bye
    ? t`${title}: ${player1} has a bye`
    : match.forfeit
      ? t`${title}: ${player1} vs ${player2}, ${status}, won by forfeit: ${absent} did not show up`
      : t`${title}: ${player1} vs ${player2}, ${status}`;
  return (
    <div
      className={className}
      data-testid="bracket-match"
      data-mine={mine ? 'true' : undefined}
      aria-label={label}
      role="group"
    >
      <div className={classes.bracketMatchHead}>
        {match.player1 !== null && match.player2 !== null ? (
          <Link to="/match/$matchId" params={{ matchId: String(match.id) }} className={shared.titleLink}>
            {title}
          </Link>
        ) : (
          <span>{title}</span>
        )}
        <Badge size="xs" variant="light" color={matchStatusColor(match.status)}>
          {match.bye ? t`Bye` : match.forfeit ? t`Forfeit` : status}
        </Badge>
      </div>
      <Slot
        username={match.player1_username}
        score={match.player1_score}
        isWinner={match.winner !== null && match.winner === match.player1}
        showScore={started}
        isMe={viewer !== null && match.player1_username === viewer}
      />
      <Slot
        username={match.player2_username}
        empty={match.bye ? t`bye` : t`TBD`}
        score={match.player2_score}
        isWinner={match.winner !== null && match.winner === match.player2}
        showScore={started}
        isMe={viewer !== null && match.player2_username === viewer}
      />
    </div>
  );
}

/**
 * The bracket drawn by round, left to right; the last round is the Final. A third-place match (issue 32 §3), which
 * is in no round, is drawn in the Final's column, under the Final.
 */
export function BracketView({
  bracket,
  viewer,
  thirdPlace = null,
}: {
  bracket: Bracket;
  viewer: string | null;
  thirdPlace?: BracketMatch | null;
}) {
  const rounds = orderedRounds(bracket);
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(scroller);
  const [inView, setInView] = useState(0);
  const scrolledToMine = useRef(false);

  /** Which round is most in view, for the label above a bracket that scrolls. */
  const readInView = () => {
    const element = scroller.current;
    if (!element) return;
    const view = element.getBoundingClientRect();
    const columns = [...element.querySelectorAll('[data-testid="bracket-round"]')].map((column) =>
      column.getBoundingClientRect(),
    );
    const index = mostVisible(columns, view);
    if (index >= 0) setInView(index);
  };

  // On a phone the player's own match may sit in a later round, off-screen: scroll to it once, when the bracket
  // first overflows (issue 34 §4). Only once, so a refresh never pulls a player back from where they scrolled.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !overflows || scrolledToMine.current) return;
    scrolledToMine.current = true;
    const mine = [...element.querySelectorAll('[data-mine="true"]')].at(-1)?.closest('[data-testid="bracket-round"]');
    if (mine) element.scrollLeft += mine.getBoundingClientRect().left - element.getBoundingClientRect().left;
    readInView();
  }, [overflows]);

  const { t } = useLingui();
  const shown = rounds.at(inView) ?? rounds.at(0);
  const roundInView = inView + 1;
  const roundCount = rounds.length;
  const shownLabel = shown?.label;
  return (
    <>
      {/* On a phone not every round is in sight: name the one in view, and that the others are sideways. */}
      {overflows && shown ? (
        <Group gap={6} c="dimmed" wrap="nowrap" mb={6} data-testid="bracket-scroll-hint">
          <Text size="xs">
            <Trans>
              <Text span size="xs" fw={700} data-testid="bracket-round-in-view">
                {shownLabel}
              </Text>{' '}
              · round {roundInView} of {roundCount} · swipe sideways for the others
            </Trans>
          </Text>
          <IconArrowRight size={14} aria-hidden />
        </Group>
      ) : null}
      <div
        ref={scroller}
        className={classes.bracketScroll}
        tabIndex={0}
        aria-label={t`Tournament bracket, scrolls sideways`}
        role="region"
        onScroll={readInView}
      >
        <div className={classes.bracket}>
          {rounds.map((round) => (
            <section key={round.key} className={classes.round} aria-label={round.label} data-testid="bracket-round">
              <div className={`${classes.roundTitle} ${round.isFinal ? classes.roundTitleFinal : ''}`}>
                {round.isFinal ? <IconCrown size={16} aria-hidden /> : null}
                <span>{round.label}</span>
              </div>
              <div className={classes.roundMatches}>
                {round.matches.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>Waiting for earlier rounds</Trans>
                  </Text>
                ) : (
                  round.matches.map((match) => <BracketMatchCard key={match.id} match={match} viewer={viewer} />)
                )}
                {round.isFinal && thirdPlace ? (
                  <div className={classes.thirdPlace} data-testid="third-place-match">
                    <div className={classes.roundTitle}>
                      <IconMedal size={16} aria-hidden color="var(--mantine-color-orange-7)" />
                      <span>
                        <Trans>Third place</Trans>
                      </span>
                    </div>
                    <BracketMatchCard match={thirdPlace} viewer={viewer} />
                  </div>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
