import { useEffect, useRef } from 'react';
import type { Choice } from '../../lib/api/match';
import { choiceForKey } from '../../components/choices';

/** Where a typed key belongs to what has the focus (a field, a link, another button), not to the picker. */
function ownKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const fields = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
  if (target.isContentEditable || fields.has(target.tagName)) return true;
  return false;
}

/** Whether Enter should submit: the focus is on the page itself or on a move, not on a link or another button. */
const CONTROLS = 'a, button, input, textarea, select, [role="button"], [role="dialog"]';

function enterSubmits(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target === document.body || target.getAttribute('role') === 'radio') return true;
  return !target.closest(CONTROLS);
}

/**
 * Keys 1-5 and R P S K L choose a move from anywhere on the match page, and Enter submits, while `active`. A key
 * with a modifier is the browser's (Ctrl+R reloads), and a key typed into a field is the field's.
 */
export function useMoveKeys(active: boolean, choose: (choice: Choice) => void, submit: () => void): void {
  // The latest callbacks, so the listener is added once per activation rather than once per render.
  const handlers = useRef({ choose, submit });
  useEffect(() => {
    handlers.current = { choose, submit };
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || ownKeys(event.target)) return;
      if (event.key === 'Enter') {
        if (!enterSubmits(event.target)) return;
        event.preventDefault();
        handlers.current.submit();
        return;
      }
      const choice = choiceForKey(event.key);
      if (!choice) return;
      event.preventDefault();
      handlers.current.choose(choice.value);
      // The focus follows the choice, so arrows go on from it and the radio group reads it.
      document.querySelector<HTMLElement>(`[data-testid="choice-${choice.value}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
