import { IconHeartHandshake, IconTrophy, IconX } from '@tabler/icons-react';
import classes from './match.module.css';
import type { Outcome } from '../../lib/outcome';

export const OUTCOME_STYLE: Record<Outcome, { className: string; color: string; icon: typeof IconTrophy }> = {
  win: { className: classes.resultWin, color: 'teal', icon: IconTrophy },
  loss: { className: classes.resultLoss, color: 'red', icon: IconX },
  tie: { className: classes.resultTie, color: 'gray', icon: IconHeartHandshake },
  decided: { className: classes.resultTie, color: 'violet', icon: IconTrophy },
};
