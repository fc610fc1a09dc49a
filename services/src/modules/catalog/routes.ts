import {
  deletedSchema,
  productIdSchema,
  productInputSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
} from '@minesite/shared/contract';
import { z } from 'zod';
import { listReply } from '../../db/paged-list.js';
import {
  CONDITIONAL_HEADERS,
  conditionalGet,
  NOT_MODIFIED_REPLY,
} from '../../http/conditional-get.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { adminAudit } from '../audit/audit-log.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { catalogVersionCollection } from './catalog-version.js';
import { toProductReply } from './reply.js';
import { ProductsRepository, productsCollection } from './repository.js';
import { catalogSeededCollection, seedCatalog } from './seed-catalog.js';
import { seedFiles } from './seed/index.js';
import { CatalogService } from './service.js';

const productIdParams = z.strictObject({ id: productIdSchema });

export const catalogModule: ApiModule = {
  name: 'catalog',
  collections: [productsCollection, catalogSeededCollection, catalogVersionCollection],
  createRouter(deps) {
    const products = new ProductsRepository(deps.db);
    const catalog = new CatalogService(deps.db, products);
    // Every admin write is audited (modules/audit): who, when, the fields it changed.
    const audit = adminAudit(deps.db, 'product');
    // The public reads: ETag, 304 and a short public Cache-Control (http/conditional-get.ts).
    const cacheable = [conditionalGet({ sessionCookie: SESSION_COOKIE })];
    // Reading is everyone's; writing is the operator's.
    const api = moduleRouter('/api/products', 'products', deps);

    api.route(
      {
        method: 'get',
        path: '/',
        summary: 'Products by category and the shop and package filters, paginated',
        description:
          'Sorted by sortOrder, then id. `q` searches the name in every language, ignoring case. ' +
          'Bands are closed (`50-100` includes both ends); price bands are in CNY. Answered from ' +
          'the service’s copy of the catalog in memory: a write through another replica shows ' +
          'within about a second.',
        before: cacheable,
        request: { query: productQuerySchema },
        replies: {
          200: {
            description: 'One page of products',
            schema: productPageSchema,
            headers: CONDITIONAL_HEADERS,
          },
          304: NOT_MODIFIED_REPLY,
        },
      },
      async (ctx) => {
        ctx.body = listReply(await catalog.list(ctx.state.input.query), toProductReply);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/:id',
        summary: 'One product',
        before: cacheable,
        request: { params: productIdParams },
        replies: {
          200: { description: 'The product', schema: productSchema, headers: CONDITIONAL_HEADERS },
          304: NOT_MODIFIED_REPLY,
        },
        errors: { 404: 'no such product (product_not_found)' },
      },
      async (ctx) => {
        ctx.body = toProductReply(await catalog.get(ctx.state.input.params.id));
      },
    );

    api.route(
      {
        method: 'post',
        path: '/',
        summary: 'Add a product (the id is made by the service)',
        admin: true,
        request: { body: productInputSchema },
        replies: { 201: { description: 'The saved product', schema: productSchema } },
      },
      async (ctx) => {
        ctx.status = 201;
        const created = await catalog.create(ctx.state.input.body);
        await audit(ctx, { entityId: created._id, action: 'create', after: created });
        ctx.body = toProductReply(created);
      },
    );

    api.route(
      {
        method: 'put',
        path: '/:id',
        summary: 'Replace a product (id and createdAt stay)',
        admin: true,
        request: { params: productIdParams, body: productInputSchema },
        replies: { 200: { description: 'The saved product', schema: productSchema } },
        errors: { 404: 'no such product' },
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        const before = await products.findById(params.id);
        const saved = await catalog.update(params.id, body);
        await audit(ctx, { entityId: params.id, action: 'update', before, after: saved });
        ctx.body = toProductReply(saved);
      },
    );

    api.route(
      {
        method: 'delete',
        path: '/:id',
        summary: 'Delete a product',
        admin: true,
        request: { params: productIdParams },
        replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
        errors: { 404: 'no such product' },
      },
      async (ctx) => {
        const { id } = ctx.state.input.params;
        const before = await products.findById(id);
        await catalog.remove(id);
        await audit(ctx, { entityId: id, action: 'delete', before });
        ctx.body = { message: '删除成功' };
      },
    );

    return api;
  },
  async seed({ db, logger }) {
    const { inserted } = await seedCatalog(db, seedFiles);
    if (inserted.length > 0) logger.info({ inserted: inserted.length }, 'catalog seeded');
  },
};
