/** The event filter form's values and their schema (zod, no React), tested in event-draft.test.ts. */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import type { EventFilter } from './queries';
import { aggregateIdValue, fromLocalInput, toLocalInput } from './event-filter';

/** A type, not an interface: the form's values are a plain record. */
export type Draft = {
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user: string;
  since: string;
  until: string;
};

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

const instantOrBlank = z.string().refine((value) => value === '' || fromLocalInput(value) !== undefined, {
  error: () => t`Enter a valid date and time`,
});

/**
 * The form's check, and the filter it stands for: blanks are left out, ids are numbers where they are. The
 * messages are functions, read in the admin's language when a value is checked (issue 36).
 */
export const eventDraftSchema = z
  .object({
    type: z.string(),
    aggregate_type: z.string(),
    aggregate_id: z
      .string()
      .trim()
      .max(64, { error: () => t`At most 64 characters` }),
    user: z
      .string()
      .trim()
      .refine((user) => user === '' || (/^\d{1,10}$/.test(user) && Number(user) > 0), {
        error: () => t`A user id is a whole number`,
      }),
    since: instantOrBlank,
    until: instantOrBlank,
  })
  .refine(
    (draft) => {
      const since = fromLocalInput(draft.since);
      const until = fromLocalInput(draft.until);
      return !since || !until || since < until;
    },
    // Checked whatever else is wrong, so every message shows at once.
    { error: () => t`Must be after "From"`, path: ['until'], when: () => true },
  )
  .transform((draft): EventFilter => {
    const filter: EventFilter = {};
    if (draft.type) filter.type = draft.type;
    if (draft.aggregate_type) filter.aggregate_type = draft.aggregate_type;
    if (draft.aggregate_id) filter.aggregate_id = aggregateIdValue(draft.aggregate_id);
    if (draft.user) filter.user = Number(draft.user);
    const since = fromLocalInput(draft.since);
    const until = fromLocalInput(draft.until);
    if (since) filter.since = since;
    if (until) filter.until = until;
    return filter;
  });

/** The filter a draft stands for, or the first message of each field that is wrong. */
export function toFilter(draft: Draft): { filter: EventFilter; errors: DraftErrors } {
  const parsed = eventDraftSchema.safeParse(draft);
  if (parsed.success) return { filter: parsed.data, errors: {} };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Draft;
    errors[field] ??= issue.message;
  }
  return { filter: {}, errors };
}
