import { Fragment } from 'react';

/**
 * A username that may wrap after its separators ("kba922_1_" / "522"), so a long name on a narrow card breaks
 * where a reader splits it, not mid-word; a name with no separator still wraps anywhere (its container's CSS).
 */
export function Username({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.\-@+])/);
  // A player's own words, not a message: the pseudo-locale's sweep skips it.
  return (
    <span data-user-content>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
