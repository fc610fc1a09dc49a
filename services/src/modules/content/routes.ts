import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  contentEndpoints,
  type ContentKind,
} from '@minesite/shared/contract';
import { CONDITIONAL_REPLIES, conditionalGet } from '../../http/conditional-get.js';
import type { ApiRouter } from '../../http/operations.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import type { AdminState } from '../auth/require-admin.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { sharedVersionCollection } from '../../db/shared-version.js';
import { ContentService, type ContentFields } from './content-service.js';
import { contentCollection, toContentReply } from './content-store.js';
import { contentSeededCollection, seedContent } from './seed-content.js';

const actorOf = (state: unknown) => (state as AdminState).admin.username;

export const contentModule: ApiModule = {
  name: 'content',
  // The shared version's collection is the catalog's too; listing it twice is harmless.
  collections: [contentCollection, contentSeededCollection, sharedVersionCollection],
  createRouter(deps) {
    const content = new ContentService(deps.db);
    const api = moduleRouter('/api', 'content', deps);
    for (const kind of CONTENT_KINDS) addKindRoutes(api, kind, content);
    return api;
  },
  async seed({ db, logger }) {
    const kinds = await seedContent(db);
    if (kinds.length > 0) logger.info({ kinds }, 'content seeded');
  },
};

function addKindRoutes(api: ApiRouter, kind: ContentKind, content: ContentService): void {
  const name = CONTENT_KIND_NAMES[kind];
  const endpoints = contentEndpoints(kind);
  const cacheable = [conditionalGet({ sessionCookie: SESSION_COOKIE })];

  api.route(
    endpoints.published,
    {
      summary: `The published ${name}`,
      description:
        'In list order (`order`, then the older first). Answered from the service’s copy of ' +
        'the content in memory: an edit through another replica shows within about a second.',
      before: cacheable,
      replies: CONDITIONAL_REPLIES,
    },
    async (ctx) => {
      ctx.body = { items: (await content.published(kind)).map(toContentReply) };
    },
  );

  api.route(
    endpoints.all,
    {
      summary: `Every one of the ${name}, published or not`,
    },
    async (ctx) => {
      ctx.body = { items: (await content.all(kind)).map(toContentReply) };
    },
  );

  api.route(
    endpoints.create,
    {
      summary: `Add one of the ${name} (the id is made by the service)`,
      description: 'Every text in the four languages (zh, en, es, ru); a missing one is a 400.',
    },
    async (ctx) => {
      const body = ctx.state.input.body as ContentFields;
      ctx.status = 201;
      ctx.body = toContentReply(await content.create(kind, body, actorOf(ctx.state)));
    },
  );

  api.route(
    endpoints.update,
    {
      summary: `Replace one of the ${name} (id and creation time stay)`,
    },
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const saved = await content.update(
        kind,
        params.id,
        body as ContentFields,
        actorOf(ctx.state),
      );
      ctx.body = toContentReply(saved);
    },
  );

  api.route(
    endpoints.remove,
    {
      summary: `Delete one of the ${name}`,
    },
    async (ctx) => {
      await content.remove(kind, ctx.state.input.params.id, actorOf(ctx.state));
      ctx.body = { message: '删除成功' };
    },
  );
}
