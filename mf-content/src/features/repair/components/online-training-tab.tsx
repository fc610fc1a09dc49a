import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { Rows } from '@minesite/shared/ui';
import { TextSection } from '../../../components/text-section';
import { TRAINING_LEVELS } from '../repair-offer';
import '../../../components/listing.css';

/** Online training: the three levels and their hours, and how the course runs. */
export function OnlineTrainingTab() {
  return (
    <>
      <TextSection
        titleId="content.training.online.title"
        paragraphIds={['content.training.online.text']}
      >
        <Rows>
          {TRAINING_LEVELS.map((level) => (
            <div key={level.id}>
              <dt>
                <FormattedMessage id={level.labelId} />
              </dt>
              <dd>
                <FormattedMessage id="content.training.hours" values={{ hours: level.hours }} />
              </dd>
            </div>
          ))}
        </Rows>
      </TextSection>
      <TextSection
        titleId="content.training.online.how"
        itemIds={[
          'content.training.online.item.videos',
          'content.training.online.item.live',
          'content.training.online.item.exam',
        ]}
      >
        <Link to={contactPath('training')} className="content-button-link">
          <FormattedMessage id="content.training.enrol" />
        </Link>
      </TextSection>
    </>
  );
}
