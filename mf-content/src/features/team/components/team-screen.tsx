import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalized } from '@minesite/shared/localized';
import { Card, CardTitle } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { TextSection } from '../../../components/text-section';
import { useSiteContent } from '../../site-content/content-api';
import { ContentError, ContentSkeleton } from '../../site-content/content-states';
import { TEAM_VALUES } from '../team-members';
import { TeamAvatar } from './team-avatar';
import '../../../components/text-section.css';
import './team-screen.css';
import '../../../components/listing.css';

/** `/team`: the people behind the mines and what they stand for. */
export function TeamScreen() {
  const intl = useIntl();
  const localized = useLocalized();
  const { data, error, isFetching, refetch } = useSiteContent('team');
  return (
    <ContentPage titleId="route.team" introId="content.team.intro">
      {!data ? (
        error && !isFetching ? (
          <ContentError retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <ContentSkeleton count={6} height={101} />
        )
      ) : (
        <ul
          className="content-cards"
          aria-label={intl.formatMessage({ id: 'content.team.listLabel' })}
        >
          {data.items.map((person) => (
            <Card key={person.id} as="li" className="content-person">
              <TeamAvatar name={localized(person.name)} photo={person.photo} />
              <div>
                <CardTitle as="h2" variant="article">
                  {localized(person.name)}
                </CardTitle>
                <p className="content-meta">{localized(person.role)}</p>
                <p className="content-text">{localized(person.bio)}</p>
              </div>
            </Card>
          ))}
        </ul>
      )}
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
