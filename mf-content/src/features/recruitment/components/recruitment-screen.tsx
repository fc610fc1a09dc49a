import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
import { Card, CardTitle } from '@minesite/shared/ui';
import { ChipFilter } from '../../../components/chip-filter';
import { ContentPage } from '../../../components/content-page';
import { useSiteContent } from '../../site-content/content-api';
import { ContentError, ContentSkeleton } from '../../site-content/content-states';
import {
  DEPARTMENTS,
  DEPARTMENT_LABELS,
  LOCATIONS,
  LOCATION_LABELS,
  matchingJobs,
  type JobFilters,
} from '../jobs';
import '../../../components/text-section.css';
import '../../../components/notices.css';
import '../../../components/listing.css';

const DEPARTMENT_OPTIONS = DEPARTMENTS.map((value) => ({
  value,
  labelId: DEPARTMENT_LABELS[value],
}));
const LOCATION_OPTIONS = LOCATIONS.map((value) => ({ value, labelId: LOCATION_LABELS[value] }));

/** `/recruitment`: open positions with their department and location, filterable by both. */
export function RecruitmentScreen() {
  const intl = useIntl();
  const [filters, setFilters] = useState<JobFilters>({ department: null, location: null });
  const localized = useLocalized();
  const { data, error, isFetching, refetch } = useSiteContent('jobs');
  const jobs = matchingJobs(data?.items ?? [], filters);

  return (
    <ContentPage titleId="route.recruitment" introId="content.recruitment.intro">
      <ChipFilter
        labelId="content.jobs.filter.department"
        allId="content.jobs.filter.allDepartments"
        options={DEPARTMENT_OPTIONS}
        value={filters.department}
        onChange={(department) => setFilters({ ...filters, department })}
      />
      <ChipFilter
        labelId="content.jobs.filter.location"
        allId="content.jobs.filter.allLocations"
        options={LOCATION_OPTIONS}
        value={filters.location}
        onChange={(location) => setFilters({ ...filters, location })}
      />
      <p className="content-meta" role="status">
        {/* The line keeps its height while the jobs are read. */}
        {data ? (
          <FormattedMessage id="content.jobs.count" values={{ count: jobs.length }} />
        ) : (
          '\u00a0'
        )}
      </p>
      {!data ? (
        error && !isFetching ? (
          <ContentError retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <ContentSkeleton count={4} height={102} />
        )
      ) : jobs.length === 0 ? (
        <p className="content-empty">
          <FormattedMessage id="content.jobs.empty" />
        </p>
      ) : (
        <ul
          className="content-cards"
          aria-label={intl.formatMessage({ id: 'content.jobs.listLabel' })}
        >
          {jobs.map((job) => (
            <Card key={job.id} as="li">
              <article aria-label={localized(job.title)}>
                <CardTitle as="h2" variant="article">
                  {localized(job.title)}
                </CardTitle>
                <p className="content-meta">
                  <span className="content-tag">
                    <FormattedMessage id={DEPARTMENT_LABELS[job.department]} />
                  </span>{' '}
                  <span className="content-tag">
                    <FormattedMessage id={LOCATION_LABELS[job.location]} />
                  </span>
                </p>
                <p className="content-text">{localized(job.summary)}</p>
              </article>
            </Card>
          ))}
        </ul>
      )}
      <p className="content-text">
        <FormattedMessage id="content.jobs.apply" />{' '}
        <Link to={contactPath('jobApplication')}>
          <FormattedMessage id="content.common.contactUs" />
        </Link>
      </p>
    </ContentPage>
  );
}
