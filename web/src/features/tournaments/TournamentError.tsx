import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/RouteLoadError';
import { isApiError } from '../../lib/errors';
import { DETAIL_FAILED, NOT_FOUND } from './messages';

/** The route's error boundary: 404 is "Tournament not found", anything else a failure to load. */
export function TournamentError(props: ErrorComponentProps) {
  const { t } = useLingui();
  const notFound = (error: unknown) =>
    isApiError(error) && error.status === 404
      ? {
          title: t(NOT_FOUND),
          message: t`This tournament does not exist or was removed.`,
          testId: 'tournament-not-found',
        }
      : null;
  return <RouteLoadError {...props} failed={t(DETAIL_FAILED)} final={notFound} />;
}
