import { productEndpoints } from '@minesite/shared/contract';
import { CONDITIONAL_REPLIES, conditionalGet } from '../../http/conditional-get.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { adminAudit } from '../audit/audit-log.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { catalogVersionCollection } from './catalog-version.js';
import { toProductReply } from './reply.js';
import { ProductsRepository, productsCollection } from './repository.js';
import { catalogSeededCollection, seedCatalog } from './seed-catalog.js';
import { seedFiles } from './seed/index.js';
import { CatalogService } from './service.js';

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
      productEndpoints.list,
      {
        summary: 'Products by category and the shop and package filters, paginated',
        description:
          'Sorted by sortOrder, then id. `q` searches the name in every language, ignoring case. ' +
          'Bands are closed (`50-100` includes both ends); price bands are in CNY. Answered from ' +
          'the service’s copy of the catalog in memory: a write through another replica shows ' +
          'within about a second.',
        before: cacheable,
        replies: CONDITIONAL_REPLIES,
      },
      async (ctx) => {
        ctx.body = await catalog.listReply(ctx.state.input.query);
      },
    );

    api.route(
      productEndpoints.get,
      {
        summary: 'One product',
        before: cacheable,
        replies: CONDITIONAL_REPLIES,
      },
      async (ctx) => {
        ctx.body = toProductReply(await catalog.get(ctx.state.input.params.id));
      },
    );

    api.route(
      productEndpoints.create,
      {
        summary: 'Add a product (the id is made by the service)',
      },
      async (ctx) => {
        ctx.status = 201;
        const created = await catalog.create(ctx.state.input.body);
        await audit(ctx, { entityId: created._id, action: 'create', after: created });
        ctx.body = toProductReply(created);
      },
    );

    api.route(
      productEndpoints.update,
      {
        summary: 'Replace a product (id and createdAt stay)',
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
      productEndpoints.remove,
      {
        summary: 'Delete a product',
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
