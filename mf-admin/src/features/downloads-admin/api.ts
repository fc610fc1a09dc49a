import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { fileRoutes } from '@minesite/shared/routes/files';
import type {
  AdminDownloadList,
  Deleted,
  DownloadItem,
  DownloadRequest,
} from '@minesite/shared/contract';

const LIST = { type: 'Download' as const, id: 'ADMIN_LIST' };

const downloadsAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Download'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every download, published or not, in list order, and the largest file accepted. */
    adminDownloads: build.query<AdminDownloadList, void>({
      query: () => endpointQuery(fileRoutes.adminDownloads),
      providesTags: [LIST],
    }),

    updateDownload: build.mutation<DownloadItem, { id: string; body: DownloadRequest }>({
      query: ({ id, body }) => endpointQuery(fileRoutes.updateDownload, { params: { id }, body }),
      invalidatesTags: (_item, error) => (error ? [] : [LIST]),
    }),

    /** Deletes the download and its stored file. */
    deleteDownload: build.mutation<Deleted, string>({
      query: (id) => endpointQuery(fileRoutes.removeDownload, { params: { id } }),
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useAdminDownloadsQuery, useUpdateDownloadMutation, useDeleteDownloadMutation } =
  downloadsAdminApi;

/** Reloads the list after an upload (sent outside RTK Query, for its progress). */
export const invalidateDownloadList = () => downloadsAdminApi.util.invalidateTags([LIST]);
