/**
 * The contact admin's search (spec sections 2 and 5) as the service's query: a text search,
 * the status, and the advanced search (name, e-mail, phone, machine count, a date range from
 * the start of the start day to the end of the end day).
 */
import type { ContactStatus } from '@minesite/shared/domain';
import { endOfDayIso, startOfDayIso } from '../../lib/day-range';
import { queryString } from '../../lib/paging';

export interface AdvancedContactSearch {
  name: string;
  email: string;
  phone: string;
  machineCount: string;
  startDate: Date | null;
  endDate: Date | null;
}

export const EMPTY_ADVANCED_SEARCH: AdvancedContactSearch = {
  name: '',
  email: '',
  phone: '',
  machineCount: '',
  startDate: null,
  endDate: null,
};

export interface ContactListQuery {
  q: string;
  status: ContactStatus | 'all';
  advanced: AdvancedContactSearch;
}

export function contactListParams(query: ContactListQuery, page: number, pageSize: number) {
  const { advanced } = query;
  return queryString({
    page,
    pageSize,
    q: query.q.trim(),
    status: query.status === 'all' ? undefined : query.status,
    name: advanced.name.trim(),
    email: advanced.email.trim(),
    phone: advanced.phone.trim(),
    machineCount: advanced.machineCount.trim(),
    from: advanced.startDate ? startOfDayIso(advanced.startDate) : undefined,
    to: advanced.endDate ? endOfDayIso(advanced.endDate) : undefined,
  });
}

/** How many advanced fields are in use (shown on the advanced search button). */
export function advancedSearchCount(search: AdvancedContactSearch): number {
  return (
    [search.name, search.email, search.phone, search.machineCount].filter((v) => v.trim()).length +
    Number(search.startDate !== null) +
    Number(search.endDate !== null)
  );
}
