import { baseApi } from '@minesite/shared/api';
import type { ContentKind, ContentList } from '@minesite/shared/domain';

/** The path the pages read a kind from (also their registry's `firstRead`). */
export const contentPath = (kind: ContentKind) => `/api/content/${kind}`;

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The operator's published items of one kind, in list order. */
    siteContent: build.query<ContentList<ContentKind>, ContentKind>({
      query: contentPath,
    }),
  }),
});

/** The published items of `kind`; an edit in the admin shows at the page's next load. */
export function useSiteContent<K extends ContentKind>(kind: K) {
  const result = contentApi.useSiteContentQuery(kind);
  return { ...result, data: result.data as ContentList<K> | undefined };
}
