import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/RouteLoadError';
import { isApiError } from '../../lib/errors';
import { MATCH_FAILED, MATCH_NOT_FOUND } from './messages';

const notFound = (error: unknown) =>
  isApiError(error) && error.status === 404
    ? {
        title: MATCH_NOT_FOUND,
        message: 'The match may not exist, or it has no game to play right now.',
        testId: 'match-not-found',
      }
    : null;

/** The route's error boundary: 404 is "not found", anything else a failure to load. */
export function MatchError(props: ErrorComponentProps) {
  return <RouteLoadError {...props} failed={MATCH_FAILED} final={notFound} />;
}
