/**
 * Open positions: the jobs are the operator's
 * (GET /api/content/jobs); the departments, locations and their labels are the site's.
 */
import {
  DEPARTMENTS,
  JOB_LOCATIONS as LOCATIONS,
  type Department,
  type JobItem,
  type JobLocation,
} from '@minesite/shared/domain';

export { DEPARTMENTS, LOCATIONS, type Department, type JobLocation };

export const DEPARTMENT_LABELS: Record<Department, string> = {
  engineering: 'content.jobs.department.engineering',
  operations: 'content.jobs.department.operations',
};
export const LOCATION_LABELS: Record<JobLocation, string> = {
  irkutsk: 'content.jobs.location.irkutsk',
  calgary: 'content.jobs.location.calgary',
  houston: 'content.jobs.location.houston',
  shenzhen: 'content.jobs.location.shenzhen',
  remote: 'content.jobs.location.remote',
};

export interface JobFilters {
  department: Department | null;
  location: JobLocation | null;
}

/** The jobs in the chosen department and location (null: any). */
export function matchingJobs(jobs: readonly JobItem[], filters: JobFilters): JobItem[] {
  return jobs.filter(
    (j) =>
      (filters.department === null || j.department === filters.department) &&
      (filters.location === null || j.location === filters.location),
  );
}
