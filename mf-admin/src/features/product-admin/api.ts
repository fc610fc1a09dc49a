import { baseApi } from '@minesite/shared/api';
import { endpointQuery } from '@minesite/shared/api-endpoint';
import { productRoutes } from '@minesite/shared/routes/products';
import type { ProductCategory } from '@minesite/shared/catalog';
import type {
  Deleted,
  Product,
  ProductPage,
  ProductQuery,
  ProductRequest,
} from '@minesite/shared/contract';
import { pagedListQuery } from '../../lib/paged-list-query';

/** What the product list screen searches for: one kind, by name in any language. */
export interface ProductSearch {
  category: ProductCategory;
  q: string;
}

const productListRequest = ({ category, q }: ProductSearch): ProductQuery => ({
  category,
  q: q.trim() || undefined,
});

const LIST = { type: 'Product', id: 'LIST' } as const;

const productAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/products?category=…&q=…`: one kind, searched by name in any language. */
    adminProducts: build.infiniteQuery<ProductPage, ProductSearch, number>({
      ...pagedListQuery<ProductSearch, Product>(productRoutes.list, productListRequest, 'id'),
      providesTags: [LIST],
    }),

    createProduct: build.mutation<Product, ProductRequest>({
      query: (body) => endpointQuery(productRoutes.create, { body }),
      invalidatesTags: (_product, error) => (error ? [] : [LIST]),
    }),

    updateProduct: build.mutation<Product, { id: string; body: ProductRequest }>({
      query: ({ id, body }) => endpointQuery(productRoutes.update, { params: { id }, body }),
      invalidatesTags: (_product, error, { id }) => (error ? [] : [LIST, { type: 'Product', id }]),
    }),

    deleteProduct: build.mutation<Deleted, string>({
      query: (id) => endpointQuery(productRoutes.remove, { params: { id } }),
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
