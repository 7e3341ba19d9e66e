import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockX, IconHourglass, type Icon } from '@tabler/icons-react';
import { depositLook, type DepositStatus } from '../../lib/cashier';
import { lookup } from '../../lib/lookup';

const STATUS_ICON: Record<DepositStatus, Icon> = {
  PENDING: IconHourglass,
  COMPLETED: IconCircleCheck,
  EXPIRED: IconClockX,
  FAILED: IconCircleX,
};

/** The status's icon, drawn (a helper, not a component: it picks one of the icons above). */
function statusIcon(status: string) {
  const StatusIcon = lookup(STATUS_ICON, status) ?? IconHourglass;
  return <StatusIcon size={14} aria-hidden />;
}

/** The deposit's status in words; the colour and icon only repeat it. */
export function DepositStatusBadge({ status }: { status: string }) {
  const look = depositLook(status);
  return (
    <Badge
      color={look.color}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      leftSection={statusIcon(status)}
      data-testid="deposit-status"
      data-status={status}
    >
      {look.label}
    </Badge>
  );
}
