/**
 * The catalog reads of this remote: a page of products of one category (with the package
 * list's filters) and one product. Injected into the site's one API, cached by query.
 */
import { baseApi } from '@minesite/shared/api';
import type { Product, ProductPage, ProductQuery } from '@minesite/shared/contract';

/** The query string of GET /api/products, without the filters left empty. */
export function productsPath(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/api/products?${params}`;
}

const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cloudpowerProducts: build.query<ProductPage, ProductQuery>({
      query: (query) => productsPath(query),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    cloudpowerProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useCloudpowerProductsQuery, useCloudpowerProductQuery } = catalogApi;
