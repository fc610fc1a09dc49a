import { z } from 'zod';
import type { ContentKind } from '../../domain/content';
import {
  contentIdSchema,
  contentInputSchemas,
  contentItemSchemas,
  contentListSchemas,
} from '../content';
import { contentRoutes } from '../routes/content';
import { endpointsOf } from './endpoint';
import { changeOf, removalOf } from './record-shapes';

/** How each kind is named in the document. */
export const CONTENT_KIND_NAMES: Readonly<Record<ContentKind, string>> = {
  news: 'news items',
  jobs: 'job openings',
  team: 'team members',
  'data-centres': 'data centres (the home page sums their figures)',
  'contact-details': 'contact details and social links',
  rules: 'rules of sale (footer and trade terms)',
};

const itemParams = z.strictObject({ id: contentIdSchema });
const UNKNOWN = 'no such item (content_not_found)';

export function contentEndpoints<K extends ContentKind>(kind: K) {
  const name = CONTENT_KIND_NAMES[kind];
  const list = contentListSchemas[kind];
  const item = { description: 'The saved item', schema: contentItemSchemas[kind] };
  return endpointsOf(contentRoutes(kind), {
    published: { replies: { 200: { description: `The published ${name}`, schema: list } } },
    all: { replies: { 200: { description: `Every item, in list order`, schema: list } } },
    create: { body: contentInputSchemas[kind], replies: { 201: item } },
    update: changeOf(itemParams, contentInputSchemas[kind], item, UNKNOWN),
    remove: removalOf(itemParams, UNKNOWN),
  });
}
