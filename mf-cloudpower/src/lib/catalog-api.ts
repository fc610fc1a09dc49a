/**
 * The catalog reads of this remote: a page of products of one category (with the package
 * list's filters) and one product. Injected into the site's one API, cached by query.
 */
import { baseApi } from '@minesite/shared/api';
import { withQuery } from '@minesite/shared/api-query';
import type { Product, ProductPage, ProductQuery } from '@minesite/shared/contract';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cloudpowerProducts: build.query<ProductPage, ProductQuery>({
      query: (query) => withQuery('/api/products', query),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    cloudpowerProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useCloudpowerProductsQuery, useCloudpowerProductQuery } = catalogApi;
