/**
 * The site's draws and auctions as the events pages list them (the catalog's `draw` and
 * `auction` products), for the buyer's calendar.
 */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { productRoutes } from '@minesite/shared/routes/products';
import type { ProductPage } from '@minesite/shared/contract';

const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    calendarEventItems: build.query<ProductPage, 'draw' | 'auction'>({
      query: (category) => endpointQuery(productRoutes.list, { query: { category, pageSize: 50 } }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useCalendarEventItemsQuery } = eventsApi;
