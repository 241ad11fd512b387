import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListApplyInput,
  ListApplyResult,
  ListTemplate,
  ListTemplateInput,
  ListTemplates,
} from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath, listKeys } from './query-keys';

/** GET /api/list-templates?lang=: the built-in templates in `lang` and mine. */
export const getListTemplates = (lang: string) =>
  api.get<ListTemplates>(`/api/list-templates?lang=${encodeURIComponent(lang)}`);

export function useListTemplates(lang: string, enabled = true) {
  return useQuery({ queryKey: listKeys.templates(lang), queryFn: () => getListTemplates(lang), enabled });
}

/** POST /api/itineraries/:id/list-items/apply-template: adds what the trip lacks. */
export const applyListTemplate = (itineraryId: string, input: ListApplyInput) =>
  api.post<ListApplyResult>(`${listItemsPath(itineraryId)}/apply-template`, input);

export function useApplyListTemplate(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: ListApplyInput) => applyListTemplate(itineraryId, input),
    onSuccess: (result) => queryClient.setQueryData(listKeys.items(itineraryId), { items: result.items }),
  });
}

/** PUT /api/list-templates/:template_id: saves a trip's lists as my template. */
export const saveListTemplate = (templateId: string, input: ListTemplateInput) =>
  api.put<ListTemplate>(`/api/list-templates/${encodeURIComponent(templateId)}`, input);

export function useSaveListTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id: string; input: ListTemplateInput }) => saveListTemplate(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lists', 'templates'] }),
  });
}

/** DELETE /api/list-templates/:template_id. */
export const deleteListTemplate = (templateId: string) =>
  api.delete<null>(`/api/list-templates/${encodeURIComponent(templateId)}`);

export function useDeleteListTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (templateId: string) => deleteListTemplate(templateId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lists', 'templates'] }),
  });
}
