import { DomainError } from '../../../shared/errors/domain-error.js';

/**
 * The clocks a tournament may play at (issue 32 §4), in seconds per move: a minute (the spec's 60, and the
 * MOVE_TIMEOUT_SECONDS default), five minutes, an hour, a day ("Daily"). The one list for tournaments, Sit & Go
 * templates and schedules.
 */
export const MOVE_TIMEOUT_CHOICES = [60, 300, 3600, 86_400] as const;

/**
 * The clocks a new tournament may take: the choices and the operator's configured default, which a client
 * that sends none gets (and may echo back).
 */
export function moveTimeoutChoices(defaultSeconds: number): number[] {
  return [...new Set<number>([...MOVE_TIMEOUT_CHOICES, defaultSeconds])].sort((a, b) => a - b);
}

export function moveTimeoutProblem(value: unknown, defaultSeconds: number): string | null {
  const choices = moveTimeoutChoices(defaultSeconds);
  if (typeof value === 'number' && choices.includes(value)) return null;
  return `Choose one of: ${choices.join(', ')} (seconds per move).`;
}

/** What a request's clock gets wrong before the configured default is known: anything but whole seconds. */
export function moveTimeoutShapeProblem(value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value)
    ? null
    : moveTimeoutProblem(value, MOVE_TIMEOUT_CHOICES[0]);
}

/** The clock asked for, or the default when none was; a 400 `{"move_timeout": [...]}` for any other. */
export function requireMoveTimeout(value: number | undefined | null, defaultSeconds: number): number {
  if (value === undefined || value === null) return defaultSeconds;
  const problem = moveTimeoutProblem(value, defaultSeconds);
  if (problem !== null) throw DomainError.validation('move_timeout', problem, 'invalid_move_timeout');
  return value;
}

/** The pace in words ("1 min per move", "1 day per move"): gameplay owns how a clock reads. */
export { paceLabel } from '../../gameplay/contracts/clocks.js';
