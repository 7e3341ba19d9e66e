import { DomainError } from '../errors/domain-error.js';
import { msg, remembered } from '#i18n';

/** No body this API reads nests deeper than a few levels; far below where recursive code (class-transformer) overflows. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  field: string;
  message: string;
}

/**
 * What no handler should ever see in a parsed body or query: a NUL character (PostgreSQL text cannot store
 * it, so it would surface as a 500) or nesting deep enough to overflow the stack of recursive code that
 * walks the value. Walked iteratively, so the check itself cannot overflow.
 */
export function findUnsafeInput(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000'))
        return {
          field: path || 'non_field_errors',
          message: remembered(msg({ message: 'Null characters are not allowed.' })),
        };
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH)
      return { field: 'non_field_errors', message: remembered(msg({ message: 'The request is nested too deeply.' })) };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000'))
        return { field: 'non_field_errors', message: remembered(msg({ message: 'Null characters are not allowed.' })) };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/** The same refusal as a DTO's: 400 {"field": ["message"]}. */
export function unsafeInputError(problem: InputProblem): DomainError {
  return DomainError.validation(problem.field, problem.message, 'unsafe_input');
}
