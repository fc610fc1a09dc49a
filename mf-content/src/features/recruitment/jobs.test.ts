import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, JOBS, LOCATIONS, matchingJobs } from './jobs';

describe('the job list', () => {
  it('lists jobs in both departments of the spec, each with a known location', () => {
    expect(new Set(JOBS.map((j) => j.department))).toEqual(new Set(DEPARTMENTS));
    for (const job of JOBS) expect(LOCATIONS).toContain(job.location);
  });

  it('filters by department, by location, or both', () => {
    const all = matchingJobs(JOBS, { department: null, location: null });
    expect(all).toEqual(JOBS);
    const engineering = matchingJobs(JOBS, { department: 'engineering', location: null });
    expect(engineering.length).toBeGreaterThan(0);
    expect(engineering.every((j) => j.department === 'engineering')).toBe(true);
    const irkutskOps = matchingJobs(JOBS, { department: 'operations', location: 'irkutsk' });
    expect(irkutskOps.map((j) => j.id)).toEqual(['repairTech']);
    expect(matchingJobs(JOBS, { department: 'engineering', location: 'calgary' })).toEqual([]);
  });
});
