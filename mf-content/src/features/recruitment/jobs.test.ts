import type { JobItem } from '@minesite/shared/domain';
import { describe, expect, it } from 'vitest';
import { matchingJobs } from './jobs';

const text = (en: string) => ({ zh: en, en, es: en, ru: en });
const job = (id: string, department: JobItem['department'], location: JobItem['location']) =>
  ({
    id,
    department,
    location,
    title: text(id),
    summary: text(id),
    published: true,
    order: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) satisfies JobItem;

const JOBS = [
  job('electrical', 'engineering', 'irkutsk'),
  job('firmware', 'engineering', 'shenzhen'),
  job('siteTechnician', 'operations', 'calgary'),
  job('repairTech', 'operations', 'irkutsk'),
];

describe('the job list', () => {
  it('filters by department, by location, or both', () => {
    expect(matchingJobs(JOBS, { department: null, location: null })).toEqual(JOBS);
    const engineering = matchingJobs(JOBS, { department: 'engineering', location: null });
    expect(engineering.map((j) => j.id)).toEqual(['electrical', 'firmware']);
    const irkutskOps = matchingJobs(JOBS, { department: 'operations', location: 'irkutsk' });
    expect(irkutskOps.map((j) => j.id)).toEqual(['repairTech']);
    expect(matchingJobs(JOBS, { department: 'engineering', location: 'calgary' })).toEqual([]);
  });
});
