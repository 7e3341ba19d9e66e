import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { isApiError } from '../../lib/errors';
import { MATCH_FAILED, MATCH_NOT_FOUND } from './messages';

/** The route's error boundary: 404 is "not found", anything else a failure to load. */
export function MatchError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (isApiError(error) && error.status === 404) {
    return (
      <LoadErrorCard
        title={MATCH_NOT_FOUND}
        message="The match may not exist, or it has no game to play right now."
        notFound
        back={{ to: '/tournaments', label: 'Back to Tournaments' }}
        data-testid="match-not-found"
      />
    );
  }
  return (
    <LoadErrorCard
      message={MATCH_FAILED}
      back={{ to: '/tournaments', label: 'Back to Tournaments' }}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
