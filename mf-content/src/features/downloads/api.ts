import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { fileRoutes } from '@minesite/shared/routes/files';
import type { DownloadList } from '@minesite/shared/contract';

const downloadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The operator's published downloads, in list order; an upload shows at the next load. */
    publicDownloads: build.query<DownloadList, void>({
      query: () => endpointQuery(fileRoutes.downloads),
    }),
  }),
});

export const { usePublicDownloadsQuery } = downloadsApi;
