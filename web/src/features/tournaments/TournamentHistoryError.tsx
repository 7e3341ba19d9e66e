import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { bodyError, isApiError } from '../../lib/errors';
import { HISTORY_FAILED, HISTORY_FORBIDDEN } from './messages';

/** The route's error boundary: 404 is "Tournament not found", 403 "not completed yet", anything else a failure to load. */
export function TournamentHistoryError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Retrying cannot make an unknown tournament appear, so no "Try again" here.
  if (isApiError(error) && error.status === 404) {
    return (
      <LoadErrorCard
        title="Tournament not found"
        message="This tournament does not exist or was removed."
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="history-not-found"
      />
    );
  }
  if (isApiError(error) && error.status === 403) {
    return (
      <LoadErrorCard
        title="History not available yet"
        message={bodyError(error) ?? HISTORY_FORBIDDEN}
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="history-forbidden"
      />
    );
  }
  return (
    <LoadErrorCard
      message={HISTORY_FAILED}
      back={{ to: '/tournaments', label: 'Back to Tournaments' }}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
