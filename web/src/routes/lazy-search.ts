/**
 * A route's search schema, loaded on first use (issue 35 §4). `validateSearch` is synchronous, so a route matched
 * before the schemas' chunk arrived (a deep link, or a link followed from the first page) fails its search check
 * once; the root route's beforeLoad then waits for the chunk and matches the same address again
 * (`matchAgainWithSearchSchemas`). The chunk is asked for as soon as a page other than / opens, or a link is
 * hovered (the router preloads on intent), so the wait is rare and short.
 */
import { t } from '@lingui/core/macro';
import type * as Schemas from './search-schemas';

type SearchSchemas = typeof Schemas;
type SchemaName = {
  [K in keyof SearchSchemas]: SearchSchemas[K] extends { '~standard': unknown } ? K : never;
}[keyof SearchSchemas];

let loaded: SearchSchemas | undefined;
let loading: Promise<SearchSchemas> | undefined;
/** A search was checked before the schemas arrived: the match that asked must be made again. */
let missed = false;

export function loadSearchSchemas(): Promise<SearchSchemas> {
  loading ??= import('./search-schemas').then((module) => (loaded = module));
  return loading;
}

/** The schemas' module, for what a route computes from a search it has already checked (so it is loaded). */
export function searchSchemas(): SearchSchemas {
  if (!loaded) throw new Error('The search schemas are not loaded yet');
  return loaded;
}

/** The named schema as a Standard Schema validator (what `validateSearch` takes), typed as the schema. */
export function lazySearch<K extends SchemaName>(name: K): Pick<SearchSchemas[K], '~standard'> {
  const standard = {
    version: 1,
    vendor: 'spockout-lazy',
    validate: (value: unknown) => {
      if (loaded) return loaded[name]['~standard'].validate(value);
      missed = true;
      void loadSearchSchemas();
      return { issues: [{ message: t`The search schemas are still loading` }] };
    },
  };
  return { '~standard': standard } as unknown as Pick<SearchSchemas[K], '~standard'>;
}

/** True (once the schemas have arrived) when a search was checked without them: match the address again. */
export async function matchAgainWithSearchSchemas(): Promise<boolean> {
  if (!missed) return false;
  await loadSearchSchemas();
  missed = false;
  return true;
}
