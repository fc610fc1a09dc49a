/**
 * The catalog as the shop's pages read it: a filtered page of products (the service applies
 * every filter) and one product by id. Endpoints join the site's one API and cache.
 */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { productRoutes } from '@minesite/shared/routes/products';
import type { Product, ProductPage, ProductQuery } from '@minesite/shared/contract';

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductPage, ProductQuery>({
      query: (query) => endpointQuery(productRoutes.list, { query }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    product: build.query<Product, string>({
      query: (id) => endpointQuery(productRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useProductsQuery, useProductQuery } = productsApi;
