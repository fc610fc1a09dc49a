import { z } from 'zod';
import {
  productIdSchema,
  productInputSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
} from '../products';
import { productRoutes } from '../routes/products';
import { endpointsOf } from './endpoint';
import { changeOf, removalOf } from './record-shapes';

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
  update: changeOf(productIdParams, productInputSchema, savedProduct, 'no such product'),
  remove: removalOf(productIdParams, 'no such product'),
});
