import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/RouteLoadError';
import { isApiError } from '../../lib/errors';
import { MATCH_FAILED, MATCH_NOT_FOUND } from './messages';

/** The route's error boundary: 404 is "not found", anything else a failure to load. */
export function MatchError(props: ErrorComponentProps) {
  const { t } = useLingui();
  const notFound = (error: unknown) =>
    isApiError(error) && error.status === 404
      ? {
          title: t(MATCH_NOT_FOUND),
          message: t`The match may not exist, or it has no game to play right now.`,
          testId: 'match-not-found',
        }
      : null;
  return <RouteLoadError {...props} failed={t(MATCH_FAILED)} final={notFound} />;
}
