/** The event filter form's draft and its check (no React), tested in event-draft.test.ts. */
import type { EventFilter } from './queries';
import { aggregateIdValue, fromLocalInput, toLocalInput } from './event-filter';

export interface Draft {
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user: string;
  since: string;
  until: string;
}

export function toDraft(filter: EventFilter): Draft {
  return {
    type: filter.type ?? '',
    aggregate_type: filter.aggregate_type ?? '',
    aggregate_id: filter.aggregate_id === undefined ? '' : String(filter.aggregate_id),
    user: filter.user === undefined ? '' : String(filter.user),
    since: toLocalInput(filter.since),
    until: toLocalInput(filter.until),
  };
}

export type DraftErrors = Partial<Record<keyof Draft, string>>;

export function toFilter(draft: Draft): { filter: EventFilter; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const filter: EventFilter = {};
  if (draft.type) filter.type = draft.type;
  if (draft.aggregate_type) filter.aggregate_type = draft.aggregate_type;
  const aggregateId = draft.aggregate_id.trim();
  if (aggregateId.length > 64) errors.aggregate_id = 'At most 64 characters';
  else if (aggregateId) filter.aggregate_id = aggregateIdValue(aggregateId);
  const user = draft.user.trim();
  if (user && !/^\d{1,10}$/.test(user)) errors.user = 'A user id is a whole number';
  else if (user && Number(user) > 0) filter.user = Number(user);
  else if (user) errors.user = 'A user id is a whole number';
  const since = fromLocalInput(draft.since);
  const until = fromLocalInput(draft.until);
  if (draft.since && !since) errors.since = 'Enter a valid date and time';
  if (draft.until && !until) errors.until = 'Enter a valid date and time';
  if (since && until && since >= until) errors.until = 'Must be after "From"';
  if (since) filter.since = since;
  if (until) filter.until = until;
  return { filter, errors };
}
