// The operator's content: one collection for every kind, each item under `_id: <kind>/<id>`
// (the audit's entity id too), listed by `order`, then by when it was made.
import type { ContentKind } from '@minesite/shared/contract';
import { defineCollection } from '../../db/collections.js';

export interface ContentDocument {
  /** `<kind>/<id>`. */
  _id: string;
  kind: ContentKind;
  /** The id the pages and the admin see. */
  itemId: string;
  published: boolean;
  order: number;
  createdAt: Date;
  updatedAt: Date;
  /** The kind's own fields (contract/content.ts), stored as validated. */
  [field: string]: unknown;
}

export const contentCollection = defineCollection<ContentDocument>('content_items', [
  { key: { kind: 1, order: 1, createdAt: 1 }, name: 'kind_order' },
]);

/** The shared version every write bumps (db/shared-version.ts). */
export const CONTENT_VERSION_ID = 'content';

export const contentDocumentId = (kind: ContentKind, id: string) => `${kind}/${id}`;

/** List order: `order`, then the older first, then the id. */
export function byListOrder(a: ContentDocument, b: ContentDocument): number {
  return (
    a.order - b.order || a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id)
  );
}

/** The item as the service answers it (`contentItemSchemas` of the contract). */
export function toContentReply(document: ContentDocument): Record<string, unknown> {
  const { _id, kind, itemId, createdAt, updatedAt, ...fields } = document;
  void _id;
  void kind;
  void createdAt;
  return { id: itemId, ...fields, updatedAt: updatedAt.toISOString() };
}
