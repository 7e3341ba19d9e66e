import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Schema } from '../../../lib/contract';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query';

/** A house-table template as the admins see it (issue 32 §1). */
export type SitAndGoTemplate = Schema<'SitAndGoTemplateDto'>;
export type SitAndGoTemplateBody = Schema<'CreateSitAndGoTemplateDto'>;

export const sitAndGoKeys = {
  all: () => [...ADMIN_KEY, 'sit-and-go'] as const,
};

export const sitAndGoTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: sitAndGoKeys.all(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/sit-and-go', { signal })),
    staleTime: ADMIN_STALE_MS,
  });

/** Creates a template (its first table opens at once); the list reloads. */
export function useCreateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SitAndGoTemplateBody) => unwrap(api.POST('/api/admin/sit-and-go', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitAndGoKeys.all() }),
  });
}

/** Changes a template's terms or its active flag; the list reloads. */
export function useUpdateTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<SitAndGoTemplateBody> }) =>
      unwrap(api.PATCH('/api/admin/sit-and-go/{id}', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitAndGoKeys.all() }),
  });
}

/** Deletes (retires) a template; the list reloads. */
export function useDeleteTemplateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number }) =>
      unwrap(api.DELETE('/api/admin/sit-and-go/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitAndGoKeys.all() }),
  });
}
