// The contact admin's list: a text search over every field, the
// status, the advanced search (each field a case-insensitive substring) and a createdAt range,
// newest first, paged when asked.
import type { ContactListQuery, Page } from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import { listOrPage } from '../../db/paged-list.js';
import { containsText, inclusiveRange } from '../../db/text-match.js';
import type { ContactDocument, ContactsRepository } from './repository.js';

const SEARCHED_FIELDS = ['title', 'email', 'phone', 'machineCount', 'source', 'message'] as const;

export function contactListFilter(query: ContactListQuery): Filter<ContactDocument> {
  const filter: Filter<ContactDocument> = {};
  const any: Filter<ContactDocument>[] = [];
  if (query.status) filter.status = query.status;
  if (query.q)
    any.push({ $or: SEARCHED_FIELDS.map((field) => ({ [field]: containsText(query.q!) })) });
  // A lead stored before topics existed has none and reads as `other`.
  if (query.topic === 'other')
    any.push({ $or: [{ topic: 'other' }, { topic: { $exists: false } }] });
  else if (query.topic) filter.topic = query.topic;
  if (any.length > 0) filter.$and = any;
  if (query.name) filter.title = containsText(query.name);
  if (query.email) filter.email = containsText(query.email);
  if (query.phone) filter.phone = containsText(query.phone);
  if (query.machineCount) filter.machineCount = containsText(query.machineCount);
  const created = inclusiveRange(query.from, query.to);
  if (created) filter.createdAt = created;
  return filter;
}

export function listContactsForAdmin(
  contacts: ContactsRepository,
  query: ContactListQuery,
): Promise<ContactDocument[] | Page<ContactDocument>> {
  const filter = contactListFilter(query);
  return listOrPage(
    {
      rows: (skip, limit) => contacts.findMatching(filter, skip, limit),
      count: () => contacts.countMatching(filter),
    },
    query,
  );
}
