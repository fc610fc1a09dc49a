import { describe, expect, it } from 'vitest';
import { EMPTY_ADVANCED_SEARCH, advancedSearchCount, contactListRequest } from './contact-search';

describe('the contact search', () => {
  it('runs from the start of the start day to the end of the end day, in local time', () => {
    const request = contactListRequest({
      q: ' ana ',
      status: 'new',
      topic: 'repair',
      advanced: {
        ...EMPTY_ADVANCED_SEARCH,
        email: 'example.es',
        startDate: new Date(2025, 0, 1, 15, 30),
        endDate: new Date(2025, 0, 31, 9, 0),
      },
    });
    expect(JSON.parse(JSON.stringify(request))).toEqual({
      q: 'ana',
      status: 'new',
      topic: 'repair',
      email: 'example.es',
      from: new Date(2025, 0, 1, 0, 0, 0, 0).toISOString(),
      to: new Date(2025, 0, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('asks for every status when all is chosen, and counts the advanced fields in use', () => {
    const request = contactListRequest({
      q: ' ',
      status: 'all',
      topic: 'all',
      advanced: EMPTY_ADVANCED_SEARCH,
    });
    expect(Object.values(request).filter((value) => value !== undefined)).toEqual([]);
    expect(advancedSearchCount({ ...EMPTY_ADVANCED_SEARCH, name: 'Li', endDate: new Date() })).toBe(
      2,
    );
  });
});
