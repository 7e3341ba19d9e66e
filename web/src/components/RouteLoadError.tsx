import { t } from '@lingui/core/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadErrorCard } from './LoadErrorCard';

/** An answer retrying cannot change (not found, not allowed yet): what to say instead of offering a retry. */
export interface FinalError {
  title: string;
  message: string;
  testId: string;
}

interface RouteLoadErrorProps extends ErrorComponentProps {
  /** The page's "failed to load" message, shown with a retry. */
  failed: string;
  /** The final answer this error is, or null when a retry may help. */
  final: (error: unknown) => FinalError | null;
}

// A getter: the label is read in the active language each time the card renders.
const BACK = {
  to: '/tournaments',
  get label() {
    return t`Back to Tournaments`;
  },
} as const;

/** A tournament or match route's error boundary: a final answer says why with a way back; anything else retries. */
export function RouteLoadError({ error, reset, failed, final }: RouteLoadErrorProps) {
  const router = useRouter();
  const known = final(error);
  if (known)
    return (
      <LoadErrorCard title={known.title} message={known.message} notFound back={BACK} data-testid={known.testId} />
    );
  return (
    <LoadErrorCard
      message={failed}
      back={BACK}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
