import { Badge, type BadgeProps } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX, IconHourglass, type Icon } from '@tabler/icons-react';
import { statusLook, type WithdrawalStatus } from '../lib/withdrawal-options';
import { lookup } from '../lib/lookup';

const STATUS_ICON: Record<WithdrawalStatus, Icon> = {
  PENDING: IconHourglass,
  APPROVED: IconCircleCheck,
  REJECTED: IconCircleX,
  CANCELED: IconBan,
};

/** The status's icon, drawn (a helper, not a component: it picks one of the icons above). */
function statusIcon(status: string) {
  const StatusIcon = lookup(STATUS_ICON, status) ?? IconHourglass;
  return <StatusIcon size={14} aria-hidden />;
}

interface WithdrawalStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: string;
  /** 'label' shows the player's wording ('Awaiting admin review'), 'name' the status itself ('Pending'). */
  text?: 'label' | 'name';
}

/** A coloured badge that always says the status in words; the colour and icon only repeat it. */
export function WithdrawalStatusBadge({ status, text = 'label', ...props }: WithdrawalStatusBadgeProps) {
  const look = statusLook(status);
  return (
    <Badge
      color={look.color}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={statusIcon(status)}
      data-testid="withdrawal-status"
      data-status={status}
      {...props}
    >
      {text === 'label' ? look.label : look.name}
    </Badge>
  );
}
