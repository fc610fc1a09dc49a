import { baseApi } from '@minesite/shared/api';
import type { DownloadList } from '@minesite/shared/contract';

/** Where /software reads the published downloads (also the page's `firstRead`). */
export const DOWNLOADS_PATH = '/api/downloads';

const downloadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The operator's published downloads, in list order; an upload shows at the next load. */
    publicDownloads: build.query<DownloadList, void>({ query: () => DOWNLOADS_PATH }),
  }),
});

export const { usePublicDownloadsQuery } = downloadsApi;
