import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconBan, IconCircleCheck, IconShieldCheck, IconUser } from '@tabler/icons-react';
import type { UserRole } from '../../../lib/session';

/** Active or Blocked, in words; the colour only repeats it. */
export function UserStatusBadge({ blocked, size = 'md' }: { blocked: boolean; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      size={size}
      radius="sm"
      variant="light"
      tt="none"
      color={blocked ? 'red' : 'teal'}
      leftSection={blocked ? <IconBan size={12} aria-hidden /> : <IconCircleCheck size={12} aria-hidden />}
      data-testid="user-status"
      data-blocked={blocked}
    >
      {blocked ? <Trans>Blocked</Trans> : <Trans>Active</Trans>}
    </Badge>
  );
}

export function RoleBadge({ role, size = 'md' }: { role: UserRole; size?: 'sm' | 'md' | 'lg' }) {
  const admin = role === 'ADMIN';
  return (
    <Badge
      size={size}
      radius="sm"
      variant={admin ? 'filled' : 'default'}
      tt="none"
      color={admin ? 'grape' : 'gray'}
      leftSection={admin ? <IconShieldCheck size={12} aria-hidden /> : <IconUser size={12} aria-hidden />}
    >
      {admin ? <Trans>Admin</Trans> : <Trans>Player</Trans>}
    </Badge>
  );
}
