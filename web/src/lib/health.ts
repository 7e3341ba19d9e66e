import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from './api-client';
import type { Schema } from './contract';

export type Health = Schema<'HealthDto'>;

/** GET /api/health, read once per visit (the footer shows its environment name). */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => unwrap(publicApi.GET('/api/health', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
