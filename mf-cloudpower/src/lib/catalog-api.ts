/**
 * The catalog reads of this remote: a page of products of one category (with the package
 * list's filters) and one product. Injected into the site's one API, cached by query.
 */
import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { productRoutes } from '@minesite/shared/routes/products';
import type { Product, ProductPage, ProductQuery } from '@minesite/shared/contract';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cloudpowerProducts: build.query<ProductPage, ProductQuery>({
      query: (query) => endpointQuery(productRoutes.list, { query }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    cloudpowerProduct: build.query<Product, string>({
      query: (id) => endpointQuery(productRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useCloudpowerProductsQuery, useCloudpowerProductQuery } = catalogApi;
