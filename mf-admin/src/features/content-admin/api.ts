import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { contentRoutes } from '@minesite/shared/routes/content';
import type {
  ContentInput,
  ContentItem,
  ContentKind,
  ContentList,
  Deleted,
} from '@minesite/shared/contract';

const LIST = (kind: ContentKind) => ({ type: 'Content' as const, id: kind });

export const contentAdminApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Content'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every item of a kind, published or not, in list order. */
      adminContent: build.query<ContentList<ContentKind>, ContentKind>({
        query: (kind) => endpointQuery(contentRoutes(kind).all),
        providesTags: (_reply, _error, kind) => [LIST(kind)],
      }),

      createContent: build.mutation<
        ContentItem<ContentKind>,
        { kind: ContentKind; body: ContentInput<ContentKind> }
      >({
        query: ({ kind, body }) => endpointQuery(contentRoutes(kind).create, { body }),
        invalidatesTags: (_item, error, { kind }) => (error ? [] : [LIST(kind)]),
      }),

      updateContent: build.mutation<
        ContentItem<ContentKind>,
        { kind: ContentKind; id: string; body: ContentInput<ContentKind> }
      >({
        query: ({ kind, id, body }) =>
          endpointQuery(contentRoutes(kind).update, { params: { id }, body }),
        invalidatesTags: (_item, error, { kind }) => (error ? [] : [LIST(kind)]),
      }),

      deleteContent: build.mutation<Deleted, { kind: ContentKind; id: string }>({
        query: ({ kind, id }) => endpointQuery(contentRoutes(kind).remove, { params: { id } }),
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
