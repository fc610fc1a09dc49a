/**
 * The contact admin's search as the service's query: a text search,
 * the status, and the advanced search (name, e-mail, phone, machine count, a date range from
 * the start of the start day to the end of the end day).
 */
import type { ContactListRequest } from '@minesite/shared/contract';
import type { ContactStatus, ContactTopic } from '@minesite/shared/domain';
import { endOfDayIso, startOfDayIso } from '../../lib/day-range';

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

/** What the contact list screen searches for (one cache entry per search). */
export interface ContactSearch {
  q: string;
  status: ContactStatus | 'all';
  topic: ContactTopic | 'all';
  advanced: AdvancedContactSearch;
}

const given = (text: string) => text.trim() || undefined;

export function contactListRequest({
  q,
  status,
  topic,
  advanced,
}: ContactSearch): ContactListRequest {
  return {
    q: given(q),
    status: status === 'all' ? undefined : status,
    topic: topic === 'all' ? undefined : topic,
    name: given(advanced.name),
    email: given(advanced.email),
    phone: given(advanced.phone),
    machineCount: given(advanced.machineCount),
    from: advanced.startDate ? startOfDayIso(advanced.startDate) : undefined,
    to: advanced.endDate ? endOfDayIso(advanced.endDate) : undefined,
  };
}

/** How many advanced fields are in use (shown on the advanced search button). */
export function advancedSearchCount(search: AdvancedContactSearch): number {
  return (
    [search.name, search.email, search.phone, search.machineCount].filter((v) => v.trim()).length +
    Number(search.startDate !== null) +
    Number(search.endDate !== null)
  );
}
