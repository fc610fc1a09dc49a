import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { fileRoutes } from '@minesite/shared/routes/files';
import type { UploadReply } from '@minesite/shared/contract';

/** `POST /api/upload` (admin only): one image in the multipart field `file`; replies its url. */
const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<UploadReply, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return endpointQuery(fileRoutes.upload, { body });
      },
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
