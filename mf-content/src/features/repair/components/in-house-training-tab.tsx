import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { CardTitle, Rows } from '@minesite/shared/ui';
import { TextSection } from '../../../components/text-section';
import { COURSE_MODULES, IN_HOUSE } from '../repair-offer';
import { Cny } from './cny';
import '../../../components/text-section.css';
import '../../../components/listing.css';

/** In-house training: the four-module course, lodging, the start day and the schedule. */
export function InHouseTrainingTab() {
  const totalHours = COURSE_MODULES.reduce((sum, m) => sum + m.hours, 0);
  return (
    <>
      <TextSection
        titleId="content.training.inHouse.title"
        paragraphIds={['content.training.inHouse.text']}
      >
        <ol className="content-steps">
          {COURSE_MODULES.map((module) => (
            <li key={module.id}>
              <FormattedMessage id={module.labelId} />{' '}
              <span className="content-meta">
                <FormattedMessage id="content.training.hours" values={{ hours: module.hours }} />
              </span>
            </li>
          ))}
        </ol>
        <p className="content-meta">
          <FormattedMessage id="content.training.totalHours" values={{ hours: totalHours }} />
        </p>
      </TextSection>
      <section className="content-section" aria-labelledby="content-training-practical">
        <CardTitle id="content-training-practical" variant="headline">
          <FormattedMessage id="content.training.practical.title" />
        </CardTitle>
        <Rows>
          <div>
            <dt>
              <FormattedMessage id="content.training.start" />
            </dt>
            <dd>
              <FormattedMessage
                id="content.training.startValue"
                values={{ day: IN_HOUSE.startDay, before: IN_HOUSE.registrationDaysBefore }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.training.classHour" />
            </dt>
            <dd>
              <FormattedMessage
                id="content.training.classHourValue"
                values={{ theory: IN_HOUSE.theoryMinutes, practice: IN_HOUSE.practiceMinutes }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.training.schedule" />
            </dt>
            <dd>
              <FormattedMessage id="content.training.scheduleWeekdays" values={IN_HOUSE.weekdays} />
              <br />
              <FormattedMessage id="content.training.scheduleWeekend" values={IN_HOUSE.weekend} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.training.dormitory" />
            </dt>
            <dd>
              <FormattedMessage
                id="content.training.perMonth"
                values={{ amount: <Cny value={IN_HOUSE.dormitoryCnyPerMonth} /> }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="content.training.meals" />
            </dt>
            <dd>
              <FormattedMessage
                id="content.training.perMonth"
                values={{ amount: <Cny value={IN_HOUSE.mealsCnyPerMonth} /> }}
              />
            </dd>
          </div>
        </Rows>
        <Link to={contactPath('training')} className="content-button-link">
          <FormattedMessage id="content.training.enrol" />
        </Link>
      </section>
    </>
  );
}
