import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/RouteLoadError';
import { isApiError } from '../../lib/errors';
import { DETAIL_FAILED, NOT_FOUND } from './messages';

const notFound = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? { title: NOT_FOUND, message: 'This tournament does not exist or was removed.', testId: 'tournament-not-found' }
    : null;

/** The route's error boundary: 404 is "Tournament not found", anything else a failure to load. */
export function TournamentError(props: ErrorComponentProps) {
  return <RouteLoadError {...props} failed={DETAIL_FAILED} final={notFound} />;
}
