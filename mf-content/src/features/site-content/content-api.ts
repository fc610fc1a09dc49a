import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { contentRoutes } from '@minesite/shared/routes/content';
import type { ContentKind, ContentList } from '@minesite/shared/domain';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The operator's published items of one kind, in list order. */
    siteContent: build.query<ContentList<ContentKind>, ContentKind>({
      query: (kind) => endpointQuery(contentRoutes(kind).published),
    }),
  }),
});

/** The published items of `kind`; an edit in the admin shows at the page's next load. */
export function useSiteContent<K extends ContentKind>(kind: K) {
  const result = contentApi.useSiteContentQuery(kind);
  return { ...result, data: result.data as ContentList<K> | undefined };
}
