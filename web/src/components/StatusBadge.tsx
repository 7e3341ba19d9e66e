import { Badge, type BadgeProps } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX, IconClockX, IconHourglass, type Icon } from '@tabler/icons-react';
import { depositLook } from '../lib/cashier';
import { lookup } from '../lib/lookup';
import { statusLook } from '../lib/withdrawal-options';

interface KindLook {
  /** The status's words: the player's wording, and a short name for admins (a deposit has only the first). */
  look: (status: string) => { label: string; name?: string; color: string };
  icons: Record<string, Icon>;
}

/*
 * The spec spells a withdrawal's end CANCELED and a tournament's CANCELLED: both are the server's words, kept as
 * they are, so the withdrawal's table here says CANCELED (a tournament's status colour is in lib/status.ts).
 */
const KINDS = {
  withdrawal: {
    look: statusLook,
    icons: { PENDING: IconHourglass, APPROVED: IconCircleCheck, REJECTED: IconCircleX, CANCELED: IconBan },
  },
  deposit: {
    look: depositLook,
    icons: { PENDING: IconHourglass, COMPLETED: IconCircleCheck, EXPIRED: IconClockX, FAILED: IconCircleX },
  },
} satisfies Record<string, KindLook>;

/** The status's icon, drawn (a helper, not a component: it picks one of the icons above). */
function statusIcon(icons: Record<string, Icon>, status: string) {
  const StatusIcon = lookup(icons, status) ?? IconHourglass;
  return <StatusIcon size={14} aria-hidden />;
}

export type StatusKind = keyof typeof KINDS;

interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  kind: StatusKind;
  status: string;
  /** 'label' shows the player's wording ('Awaiting admin review'), 'name' the status itself ('Pending'). */
  text?: 'label' | 'name';
}

/** A withdrawal's or a deposit's status: a coloured badge that always says it in words; colour and icon repeat it. */
export function StatusBadge({ kind, status, text = 'label', ...props }: StatusBadgeProps) {
  const { look, icons }: KindLook = KINDS[kind];
  const { label, name, color } = look(status);
  return (
    <Badge
      color={color}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={statusIcon(icons, status)}
      data-testid={`${kind}-status`}
      data-status={status}
      {...props}
    >
      {text === 'name' && name ? name : label}
    </Badge>
  );
}
