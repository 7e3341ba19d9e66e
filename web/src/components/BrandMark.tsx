import { IconHandRock } from '@tabler/icons-react';
import classes from './AppLayout.module.css';

export function BrandMark() {
  return (
    <span className={classes.brandMark} aria-hidden>
      <IconHandRock size={20} stroke={2} />
    </span>
  );
}
