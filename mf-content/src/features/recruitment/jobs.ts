/**
 * Open positions (spec section 3 "Job listing"): title, department and location. Content the
 * operator may change: the department and location are data, the texts message ids.
 */
export const DEPARTMENTS = ['engineering', 'operations'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const LOCATIONS = ['irkutsk', 'calgary', 'houston', 'shenzhen', 'remote'] as const;
export type JobLocation = (typeof LOCATIONS)[number];

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

export interface Job {
  id: string;
  titleId: string;
  summaryId: string;
  department: Department;
  location: JobLocation;
}

const job = (id: string, department: Department, location: JobLocation): Job => ({
  id,
  titleId: `content.jobs.${id}.title`,
  summaryId: `content.jobs.${id}.summary`,
  department,
  location,
});

export const JOBS: readonly Job[] = [
  job('electrical', 'engineering', 'irkutsk'),
  job('firmware', 'engineering', 'shenzhen'),
  job('hardware', 'engineering', 'shenzhen'),
  job('backend', 'engineering', 'remote'),
  job('siteTechnician', 'operations', 'calgary'),
  job('siteManager', 'operations', 'houston'),
  job('repairTech', 'operations', 'irkutsk'),
  job('customerSuccess', 'operations', 'remote'),
];

export interface JobFilters {
  department: Department | null;
  location: JobLocation | null;
}

/** The jobs in the chosen department and location (null: any). */
export function matchingJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  return jobs.filter(
    (j) =>
      (filters.department === null || j.department === filters.department) &&
      (filters.location === null || j.location === filters.location),
  );
}
