import { useLingui } from '@lingui/react/macro';
import { Card, Text } from '@mantine/core';
import type { Choice } from '../../lib/api/match';
import { ChoiceIcon } from '../../components/choices';
import classes from './match.module.css';
import { BOTH_READY } from './messages';

/** The short beat between both moves and the result: the opponent's move still face down. */
export function RevealPanel({ choice }: { choice: Choice | null }) {
  const { t } = useLingui();
  return (
    <Card data-testid="revealing" className={classes.playCard}>
      <div className={classes.reveal}>
        <div className={classes.revealIcons} aria-hidden>
          {choice ? <ChoiceIcon choice={choice} size={40} /> : null}
          {/* The opponent's move stays face down until the result shows. */}
          <ChoiceIcon choice="" size={40} />
        </div>
        <Text fw={700}>{t(BOTH_READY)}</Text>
      </div>
    </Card>
  );
}
