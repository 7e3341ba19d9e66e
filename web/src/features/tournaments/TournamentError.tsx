import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { isApiError } from '../../lib/errors';
import { DETAIL_FAILED, NOT_FOUND } from './messages';

/** The route's error boundary: 404 is "Tournament not found", anything else a failure to load. */
export function TournamentError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const notFound = isApiError(error) && error.status === 404;
  if (notFound) {
    return (
      <LoadErrorCard
        title={NOT_FOUND}
        message="This tournament does not exist or was removed."
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="tournament-not-found"
      />
    );
  }
  return (
    <LoadErrorCard
      message={DETAIL_FAILED}
      back={{ to: '/tournaments', label: 'Back to Tournaments' }}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
