import { baseApi } from '@minesite/shared/api';
import type {
  AdminDownloadList,
  Deleted,
  DownloadItem,
  DownloadRequest,
} from '@minesite/shared/contract';

const LIST = { type: 'Download' as const, id: 'ADMIN_LIST' };
export const ADMIN_DOWNLOADS_PATH = '/api/admin/downloads';
const path = (id: string) => `${ADMIN_DOWNLOADS_PATH}/${encodeURIComponent(id)}`;

const downloadsAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Download'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every download, published or not, in list order, and the largest file accepted. */
    adminDownloads: build.query<AdminDownloadList, void>({
      query: () => ADMIN_DOWNLOADS_PATH,
      providesTags: [LIST],
    }),

    updateDownload: build.mutation<DownloadItem, { id: string; body: DownloadRequest }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      invalidatesTags: (_item, error) => (error ? [] : [LIST]),
    }),

    /** Deletes the download and its stored file. */
    deleteDownload: build.mutation<Deleted, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const { useAdminDownloadsQuery, useUpdateDownloadMutation, useDeleteDownloadMutation } =
  downloadsAdminApi;

/** Reloads the list after an upload (sent outside RTK Query, for its progress). */
export const invalidateDownloadList = () => downloadsAdminApi.util.invalidateTags([LIST]);
