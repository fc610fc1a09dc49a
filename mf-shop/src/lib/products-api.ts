/**
 * The catalog as the shop's pages read it: a filtered page of products (the service applies
 * every filter) and one product by id. Endpoints join the site's one API and cache.
 */
import { baseApi } from '@minesite/shared/api';
import { withQuery } from '@minesite/shared/api-query';
import type { Product, ProductPage, ProductQuery } from '@minesite/shared/contract';

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductPage, ProductQuery>({
      query: (query) => withQuery('/api/products', query),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    product: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useProductsQuery, useProductQuery } = productsApi;
