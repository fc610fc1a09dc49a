// The power consultations admin list: a text search over name, e-mail, phone and message,
// the status and a createdAt range, newest first, paged when asked.
import {
  requestedPage,
  UNPAGED_LIST_MAX,
  type PowerConsultationListQuery,
} from '@minesite/shared/contract';
import type { Filter } from 'mongodb';
import { containsText, inclusiveRange } from '../../db/text-match.js';
import type { PowerConsultationDocument, PowerConsultationsRepository } from './repository.js';

const SEARCHED_FIELDS = ['name', 'email', 'phone', 'message'] as const;

export interface PowerConsultationPageResult {
  consultations: PowerConsultationDocument[];
  total: number;
  page: number;
  pageSize: number;
}

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

export async function listPowerConsultationsForAdmin(
  repository: PowerConsultationsRepository,
  query: PowerConsultationListQuery,
): Promise<PowerConsultationDocument[] | PowerConsultationPageResult> {
  const filter = powerConsultationFilter(query);
  const paging = requestedPage(query);
  if (!paging) return repository.findMatching(filter, 0, UNPAGED_LIST_MAX);
  const skip = (paging.page - 1) * paging.pageSize;
  const [total, rows] = await Promise.all([
    repository.countMatching(filter),
    repository.findMatching(filter, skip, paging.pageSize),
  ]);
  return { consultations: rows, total, ...paging };
}
