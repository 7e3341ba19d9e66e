import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Username } from './Username';
import classes from './PlayerLink.module.css';

/**
 * A username that leads to the player's page (/player/{username}, issue 33 §3): the leaderboard, the brackets, the
 * history and the match page name players through it. The click stops there, so a name inside a clickable card
 * (a bracket's match) opens the player, not the card.
 */
export function PlayerLink({
  name,
  breakable = false,
  'data-testid': testId,
}: {
  name: string;
  /** Break after the name's separators (Username), where its place wraps: Chromium breaks at them even in nowrap. */
  breakable?: boolean;
  'data-testid'?: string;
}) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/player/$username" params={{ username: name }} />}
      className={classes.link}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid={testId ?? 'player-link'}
      data-user-content
    >
      {breakable ? <Username name={name} /> : name}
    </Anchor>
  );
}
