import { describe, expect, it } from 'vitest';
import { EMPTY_ADVANCED_SEARCH, advancedSearchCount, contactListParams } from './contact-search';

describe('the contact search', () => {
  it('runs from the start of the start day to the end of the end day, in local time', () => {
    const params = new URLSearchParams(
      contactListParams(
        {
          q: ' ana ',
          status: 'new',
          advanced: {
            ...EMPTY_ADVANCED_SEARCH,
            email: 'example.es',
            startDate: new Date(2025, 0, 1, 15, 30),
            endDate: new Date(2025, 0, 31, 9, 0),
          },
        },
        2,
        20,
      ),
    );
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      pageSize: '20',
      q: 'ana',
      status: 'new',
      email: 'example.es',
      from: new Date(2025, 0, 1, 0, 0, 0, 0).toISOString(),
      to: new Date(2025, 0, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('asks for every status when all is chosen, and counts the advanced fields in use', () => {
    const params = contactListParams(
      { q: '', status: 'all', advanced: EMPTY_ADVANCED_SEARCH },
      1,
      20,
    );
    expect(params).toBe('page=1&pageSize=20');
    expect(advancedSearchCount({ ...EMPTY_ADVANCED_SEARCH, name: 'Li', endDate: new Date() })).toBe(
      2,
    );
  });
});
