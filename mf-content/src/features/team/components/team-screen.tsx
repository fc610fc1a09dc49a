import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { TextSection } from '../../../components/text-section';
import { TEAM_MEMBERS, TEAM_VALUES } from '../team-members';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import './team-screen.css';

/** `/team`: the people behind the mines and what they stand for. */
export function TeamScreen() {
  const intl = useIntl();
  return (
    <ContentPage titleId="route.team" introId="content.team.intro">
      <ul
        className="content-cards"
        aria-label={intl.formatMessage({ id: 'content.team.listLabel' })}
      >
        {TEAM_MEMBERS.map((person) => (
          <li key={person.id} className="content-card content-person">
            <span className="content-avatar" aria-hidden="true">
              {intl.formatMessage({ id: person.nameId }).slice(0, 1)}
            </span>
            <div>
              <h2 className="content-card-title">
                <FormattedMessage id={person.nameId} />
              </h2>
              <p className="content-meta">
                <FormattedMessage id={person.roleId} />
              </p>
              <p className="content-text">
                <FormattedMessage id={person.bioId} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <TextSection titleId="content.team.values.title" itemIds={TEAM_VALUES}>
        <p className="content-text">
          <Link to="/recruitment">
            <FormattedMessage id="content.team.join" />
          </Link>
        </p>
      </TextSection>
    </ContentPage>
  );
}
