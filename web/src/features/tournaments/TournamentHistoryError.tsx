import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError, type FinalError } from '../../components/RouteLoadError';
import { bodyError, isApiError } from '../../lib/errors';
import { HISTORY_FAILED, HISTORY_FORBIDDEN } from './messages';

/** Retrying cannot make an unknown tournament appear or an unfinished one finish: no "Try again" for those. */
function final(error: unknown): FinalError | null {
  if (!isApiError(error)) return null;
  if (error.status === 404)
    return {
      title: 'Tournament not found',
      message: 'This tournament does not exist or was removed.',
      testId: 'history-not-found',
    };
  if (error.status === 403)
    return {
      title: 'History not available yet',
      message: bodyError(error) ?? HISTORY_FORBIDDEN,
      testId: 'history-forbidden',
    };
  return null;
}

/** The route's error boundary: 404 is "Tournament not found", 403 "not completed yet", anything else a failure to load. */
export function TournamentHistoryError(props: ErrorComponentProps) {
  return <RouteLoadError {...props} failed={HISTORY_FAILED} final={final} />;
}
