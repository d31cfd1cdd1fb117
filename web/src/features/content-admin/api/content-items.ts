import type { ArticleInput, ArticleRecord, NoticeInput, NoticeRecord, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { useContentMutation } from './use-content-mutation';

/** Each kind of content under /api/admin/content/:kind, with what it is sent and answers. */
export interface ContentKinds {
  articles: { input: ArticleInput; record: ArticleRecord };
  notices: { input: NoticeInput; record: NoticeRecord };
}
export type ContentKindPath = keyof ContentKinds;
export type InputOf<K extends ContentKindPath> = ContentKinds[K]['input'];
export type RecordOf<K extends ContentKindPath> = ContentKinds[K]['record'];

/** POST /api/admin/content/:kind: 201 with the item (an article is a draft, a notice shown, unless the body says). */
export async function createContent<K extends ContentKindPath>(kind: K, input: InputOf<K>): Promise<RecordOf<K>> {
  const { data } = await api.post<RecordOf<K>>(`/admin/content/${kind}`, input);
  return data;
}

/** PUT /api/admin/content/:kind/:id with the same body as a new item (a notice is hidden or shown this way). */
export async function updateContent<K extends ContentKindPath>(
  kind: K,
  { id, input }: { id: number; input: InputOf<K> },
): Promise<RecordOf<K>> {
  const { data } = await api.put<RecordOf<K>>(`/admin/content/${kind}/${id}`, input);
  return data;
}

/** DELETE /api/admin/content/:kind/:id. */
export async function deleteContent(kind: ContentKindPath, id: number): Promise<SuccessMessage> {
  const { data } = await api.delete<SuccessMessage>(`/admin/content/${kind}/${id}`);
  return data;
}

export const useCreateContent = <K extends ContentKindPath>(kind: K) =>
  useContentMutation((input: InputOf<K>) => createContent(kind, input));
export const useUpdateContent = <K extends ContentKindPath>(kind: K) =>
  useContentMutation((variables: { id: number; input: InputOf<K> }) => updateContent(kind, variables));
export const useDeleteContent = (kind: ContentKindPath) => useContentMutation((id: number) => deleteContent(kind, id));
