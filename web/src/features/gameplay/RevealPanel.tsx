import { Card, Text } from '@mantine/core';
import type { Choice } from '../../lib/api/match';
import { ChoiceIcon } from '../../components/choices';
import classes from './match.module.css';
import { BOTH_READY } from './messages';

export function RevealPanel({ choice }: { choice: Choice | null }) {
  return (
    <Card data-testid="revealing">
      <div className={classes.reveal} role="status">
        <div className={classes.revealIcons} aria-hidden>
          {choice ? <ChoiceIcon choice={choice} size={44} /> : null}
          {/* The opponent's move stays face down until the result shows. */}
          <ChoiceIcon choice="" size={44} />
        </div>
        <Text fw={700} size="lg">
          {BOTH_READY}
        </Text>
      </div>
    </Card>
  );
}
