import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import type { Schema } from './contract';

export type Health = Schema<'HealthDto'>;

/** GET /api/health, read once per visit (the footer shows its environment name). */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => api.get<Health>('/health', { auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
