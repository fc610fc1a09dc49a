import { baseApi } from '@minesite/shared/api';
import type { ProductCategory } from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { MALFORMED_REPLY, isPage } from '../../lib/page-shape';
import { ADMIN_PAGE_SIZE, nextPage, queryString, type Paged } from '../../lib/paging';
import type { productBody } from './product-form-rules';

export interface ProductListQuery {
  category: ProductCategory;
  q: string;
}

type ProductBody = ReturnType<typeof productBody>;

const LIST = { type: 'Product', id: 'LIST' } as const;
const path = (id: string) => `/api/products/${encodeURIComponent(id)}`;

const productAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/products?category=…&q=…`: one kind, searched by name in any language. */
    adminProducts: build.infiniteQuery<Paged<Product>, ProductListQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => nextPage(last),
      },
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        const params = queryString({
          category: queryArg.category,
          q: queryArg.q.trim(),
          page: pageParam,
          pageSize: ADMIN_PAGE_SIZE,
        });
        const result = await baseQuery(`/api/products?${params}`);
        if (result.error) return { error: result.error };
        if (!isPage(result.data, 'id')) return { error: MALFORMED_REPLY };
        return { data: result.data as Paged<Product> };
      },
      providesTags: [LIST],
    }),

    createProduct: build.mutation<Product, ProductBody>({
      query: (body) => ({ url: '/api/products', method: 'POST', body }),
      invalidatesTags: (_product, error) => (error ? [] : [LIST]),
    }),

    updateProduct: build.mutation<Product, { id: string; body: ProductBody }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      invalidatesTags: (_product, error, { id }) => (error ? [] : [LIST, { type: 'Product', id }]),
    }),

    deleteProduct: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_reply, error, id) => (error ? [] : [LIST, { type: 'Product', id }]),
    }),
  }),
});

export const {
  useAdminProductsInfiniteQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productAdminApi;
