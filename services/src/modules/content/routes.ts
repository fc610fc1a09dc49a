import {
  CONTENT_KINDS,
  contentIdSchema,
  contentInputSchemas,
  contentItemSchemas,
  contentListSchemas,
  deletedSchema,
  type ContentKind,
} from '@minesite/shared/contract';
import { z } from 'zod';
import {
  CONDITIONAL_HEADERS,
  conditionalGet,
  NOT_MODIFIED_REPLY,
} from '../../http/conditional-get.js';
import type { ApiRouter } from '../../http/operations.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import type { AdminState } from '../auth/require-admin.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { sharedVersionCollection } from '../../db/shared-version.js';
import { ContentService, type ContentFields } from './content-service.js';
import { contentCollection, toContentReply } from './content-store.js';
import { contentSeededCollection, seedContent } from './seed-content.js';

const itemParams = z.strictObject({ id: contentIdSchema });

/** How each kind is named in the document's summaries. */
const KIND_NAMES: Record<ContentKind, string> = {
  news: 'news items',
  jobs: 'job openings',
  team: 'team members',
  'data-centres': 'data centres (the home page sums their figures)',
  'contact-details': 'contact details and social links',
  rules: 'rules of sale (footer and trade terms)',
};

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
  const name = KIND_NAMES[kind];
  const input = contentInputSchemas[kind];
  const item = contentItemSchemas[kind];
  const list = contentListSchemas[kind];
  const cacheable = [conditionalGet({ sessionCookie: SESSION_COOKIE })];

  api.route(
    {
      method: 'get',
      path: `/content/${kind}`,
      summary: `The published ${name}`,
      description:
        'In list order (`order`, then the older first). Answered from the service’s copy of ' +
        'the content in memory: an edit through another replica shows within about a second.',
      before: cacheable,
      replies: {
        200: { description: `The published ${name}`, schema: list, headers: CONDITIONAL_HEADERS },
        304: NOT_MODIFIED_REPLY,
      },
    },
    async (ctx) => {
      ctx.body = { items: (await content.published(kind)).map(toContentReply) };
    },
  );

  api.route(
    {
      method: 'get',
      path: `/admin/content/${kind}`,
      summary: `Every one of the ${name}, published or not`,
      admin: true,
      replies: { 200: { description: `Every item, in list order`, schema: list } },
    },
    async (ctx) => {
      ctx.body = { items: (await content.all(kind)).map(toContentReply) };
    },
  );

  api.route(
    {
      method: 'post',
      path: `/admin/content/${kind}`,
      summary: `Add one of the ${name} (the id is made by the service)`,
      description: 'Every text in the four languages (zh, en, es, ru); a missing one is a 400.',
      admin: true,
      request: { body: input },
      replies: { 201: { description: 'The saved item', schema: item } },
    },
    async (ctx) => {
      const body = ctx.state.input.body as ContentFields;
      ctx.status = 201;
      ctx.body = toContentReply(await content.create(kind, body, actorOf(ctx.state)));
    },
  );

  api.route(
    {
      method: 'put',
      path: `/admin/content/${kind}/:id`,
      summary: `Replace one of the ${name} (id and creation time stay)`,
      admin: true,
      request: { params: itemParams, body: input },
      replies: { 200: { description: 'The saved item', schema: item } },
      errors: { 404: 'no such item (content_not_found)' },
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
    {
      method: 'delete',
      path: `/admin/content/${kind}/:id`,
      summary: `Delete one of the ${name}`,
      admin: true,
      request: { params: itemParams },
      replies: { 200: { description: "`{ message: '删除成功' }`", schema: deletedSchema } },
      errors: { 404: 'no such item (content_not_found)' },
    },
    async (ctx) => {
      await content.remove(kind, ctx.state.input.params.id, actorOf(ctx.state));
      ctx.body = { message: '删除成功' };
    },
  );
}
