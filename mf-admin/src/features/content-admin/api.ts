import { baseApi } from '@minesite/shared/api';
import type {
  ContentInput,
  ContentItem,
  ContentKind,
  ContentList,
  Deleted,
} from '@minesite/shared/contract';

const LIST = (kind: ContentKind) => ({ type: 'Content' as const, id: kind });
const path = (kind: ContentKind, id?: string) =>
  `/api/admin/content/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;

export const contentAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Content'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every item of a kind, published or not, in list order. */
      adminContent: build.query<ContentList<ContentKind>, ContentKind>({
        query: (kind) => path(kind),
        providesTags: (_reply, _error, kind) => [LIST(kind)],
      }),

      createContent: build.mutation<
        ContentItem<ContentKind>,
        { kind: ContentKind; body: ContentInput<ContentKind> }
      >({
        query: ({ kind, body }) => ({ url: path(kind), method: 'POST', body }),
        invalidatesTags: (_item, error, { kind }) => (error ? [] : [LIST(kind)]),
      }),

      updateContent: build.mutation<
        ContentItem<ContentKind>,
        { kind: ContentKind; id: string; body: ContentInput<ContentKind> }
      >({
        query: ({ kind, id, body }) => ({ url: path(kind, id), method: 'PUT', body }),
        invalidatesTags: (_item, error, { kind }) => (error ? [] : [LIST(kind)]),
      }),

      deleteContent: build.mutation<Deleted, { kind: ContentKind; id: string }>({
        query: ({ kind, id }) => ({ url: path(kind, id), method: 'DELETE' }),
        invalidatesTags: (_reply, error, { kind }) => (error ? [] : [LIST(kind)]),
      }),
    }),
  });

export const {
  useAdminContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
} = contentAdminApi;
