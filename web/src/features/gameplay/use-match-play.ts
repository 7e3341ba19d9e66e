import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bodyDetail, bodyError } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import { EXPIRY_RELOAD_MS, matchKeys, useSubmitChoiceMutation, type Choice, type Match } from '../../lib/api/match';
import { SUBMIT_FAILED } from './messages';
import { clockOf, deadlineOf, expiryKey, gameInPlay, type Sides } from './play';
import { gameToReveal, matchBeforeGame } from './reveal';
import { useNow } from './use-now';

const REVEAL_MS = 1200;
/** Reloads, one a second, after the countdown's zero before the 5 s poll takes over again. */
const EXPIRY_RELOADS = 10;

/**
 * The match page's play state: the reveal, the ticking clock and its start grace, the reloads after the clock's
 * zero and the refusal of a submitted move. The arithmetic lives in play.ts, countdown.ts and reveal.ts.
 */
export function useMatchPlay(matchId: string, match: Match, clockOffsetMs: number, sides: Sides) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const submit = useSubmitChoiceMutation(matchId, match.tournament);
  // A refusal belongs to the game it was for: a new game does not show the previous game's.
  const [refusal, setRefusal] = useState<{ gameId: number | null; message: string } | null>(null);
  const [reveal, setReveal] = useState<{ choice: Choice; gameId: number } | null>(null);
  // A read that brings the viewer's game back complete starts its reveal in the same render, so no frame shows the
  // result first, whoever moved last and whatever brought the read (the submit's reload, the stream, a poll).
  const [previous, setPrevious] = useState(match);
  if (previous !== match) {
    setPrevious(match);
    const revealed = gameToReveal(previous, match, sides.mySlot);
    if (revealed) setReveal(revealed);
  }

  const game = gameInPlay(match, sides.mySlot);
  const myTurn = game !== null && !game.my_submitted;
  const now = useNow(deadlineOf(game) !== null);
  const clock = clockOf(game, clockOffsetMs, now);

  // At zero the server moves for whoever has not: read the match again after a second (spec section 4), and
  // every second after that until the move shows, so a server slower than a second under load does not leave
  // "Time expired" on screen until the next 5 s poll.
  const expiredKey = expiryKey(game, clock.expired);
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
    if (!reveal) return;
    const timer = setTimeout(() => setReveal(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [reveal]);

  const gameId = match.current_game?.id ?? null;
  const submitError = refusal?.gameId === gameId ? refusal.message : null;

  const onSubmit = (choice: Choice) => {
    if (!game || submit.isPending) return;
    setRefusal(null);
    submit.mutate(
      { gameId: game.id, choice },
      {
        onError: (failure) => {
          const message = bodyError(failure) ?? bodyDetail(failure) ?? t(SUBMIT_FAILED);
          setRefusal({ gameId, message });
          notifyError(message);
          void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
        },
      },
    );
  };

  // Under a reveal the page shows the match as it stood before the revealed game: its point, the match's end and
  // its line in the history come when the reveal is over, not under it.
  const shown = reveal ? matchBeforeGame(match, reveal.gameId) : match;
  return {
    game,
    myTurn,
    ...clock,
    reveal,
    shown,
    onSubmit,
    submitting: submit.isPending,
    submitError,
  };
}
