import { useState } from 'react';

/**
 * True in the render where `value` differs from the one the component saw before: the caller resets its state right
 * there, as React's "adjusting some state when a prop changes" does, instead of in an effect after a paint.
 */
export function useChanged(value: unknown): boolean {
  const [seen, setSeen] = useState(value);
  if (Object.is(seen, value)) return false;
  setSeen(value);
  return true;
}
