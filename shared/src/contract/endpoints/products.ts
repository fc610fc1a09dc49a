import { z } from 'zod';
import { deletedSchema } from '../common';
import {
  productIdSchema,
  productInputSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
} from '../products';
import { productRoutes } from '../routes/products';
import { endpointsOf } from './endpoint';

const productIdParams = z.strictObject({ id: productIdSchema });
const savedProduct = { description: 'The saved product', schema: productSchema };

export const productEndpoints = endpointsOf(productRoutes, {
  list: {
    query: productQuerySchema,
    replies: { 200: { description: 'One page of products', schema: productPageSchema } },
  },
  get: {
    params: productIdParams,
    replies: { 200: { description: 'The product', schema: productSchema } },
    errors: { 404: 'no such product (product_not_found)' },
  },
  create: { body: productInputSchema, replies: { 201: savedProduct } },
  update: {
    params: productIdParams,
    body: productInputSchema,
    replies: { 200: savedProduct },
    errors: { 404: 'no such product' },
  },
  remove: {
    params: productIdParams,
    replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
    errors: { 404: 'no such product' },
  },
});
