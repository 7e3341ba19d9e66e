import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';
import { AuthCard } from './AuthCard';

/**
 * The card of a page a mailed link opens (an address to verify, a factor to keep): the title, and a way on
 * to the profile when signed in (the link may open in the same browser), else to the sign-in.
 */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <AuthCard
      title={title}
      subtitle={t`Spockout account`}
      footer={
        <Button component={Link} to={user ? '/profile' : '/login'} variant="subtle">
          {user ? <Trans>Go to your profile</Trans> : <Trans>Sign in</Trans>}
        </Button>
      }
    >
      {children}
    </AuthCard>
  );
}
