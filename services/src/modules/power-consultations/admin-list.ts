// The power consultations admin list: a text search over name, e-mail, phone and message,
// the status and a createdAt range, newest first, paged when asked.
import type { Page, PowerConsultationListQuery } from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import { listOrPage } from '../../db/paged-list.js';
import { containsText, inclusiveRange } from '../../db/text-match.js';
import type { PowerConsultationDocument, PowerConsultationsRepository } from './repository.js';

const SEARCHED_FIELDS = ['name', 'email', 'phone', 'message'] as const;

export function powerConsultationFilter(
  query: PowerConsultationListQuery,
): Filter<PowerConsultationDocument> {
  const filter: Filter<PowerConsultationDocument> = {};
  if (query.status) filter.status = query.status;
  if (query.q) filter.$or = SEARCHED_FIELDS.map((field) => ({ [field]: containsText(query.q!) }));
  const created = inclusiveRange(query.from, query.to);
  if (created) filter.createdAt = created;
  return filter;
}

export function listPowerConsultationsForAdmin(
  repository: PowerConsultationsRepository,
  query: PowerConsultationListQuery,
): Promise<PowerConsultationDocument[] | Page<PowerConsultationDocument>> {
  const filter = powerConsultationFilter(query);
  return listOrPage(
    {
      rows: (skip, limit) => repository.findMatching(filter, skip, limit),
      count: () => repository.countMatching(filter),
    },
    query,
  );
}
