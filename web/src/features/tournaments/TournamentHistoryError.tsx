import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError, type FinalError } from '../../components/RouteLoadError';
import { bodyError, isApiError } from '../../lib/errors';
import { HISTORY_FAILED, HISTORY_FORBIDDEN } from './messages';

/** Retrying cannot make an unknown tournament appear or an unfinished one finish: no "Try again" for those. */
function final(error: unknown): FinalError | null {
  if (!isApiError(error)) return null;
  if (error.status === 404)
    return {
      title: t`Tournament not found`,
      message: t`This tournament does not exist or was removed.`,
      testId: 'history-not-found',
    };
  if (error.status === 403)
    return {
      title: t`History not available yet`,
      message: bodyError(error) ?? i18n._(HISTORY_FORBIDDEN),
      testId: 'history-forbidden',
    };
  return null;
}

/** The route's error boundary: 404 is "Tournament not found", 403 "not completed yet", anything else a failure to load. */
export function TournamentHistoryError(props: ErrorComponentProps) {
  // Read for the re-render a language change brings; final() reads the same active language.
  const { t } = useLingui();
  return <RouteLoadError {...props} failed={t(HISTORY_FAILED)} final={final} />;
}
