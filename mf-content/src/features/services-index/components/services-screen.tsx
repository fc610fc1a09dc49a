import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { ContentPage } from '../../../components/content-page';
import { LinkList } from '../../../components/link-list';
import { TextSection } from '../../../components/text-section';
import { PROTECTION_PLAN_POINTS, SERVICES } from '../services';
import '../../../components/listing.css';

/** `/service`: every service of the company, and the protection plan described in full. */
export function ServicesScreen() {
  const { hash } = useLocation();
  const protection = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#protection') protection.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <ContentPage titleId="route.service" introId="content.service.intro">
      <LinkList entries={SERVICES} labelId="content.services.listTitle" />
      <div ref={protection}>
        <TextSection
          id="protection"
          titleId="content.protection.title"
          paragraphIds={['content.protection.intro']}
          itemIds={PROTECTION_PLAN_POINTS}
        >
          <Link to={contactPath('protectionPlan')} className="content-button-link">
            <FormattedMessage id="content.protection.apply" />
          </Link>
        </TextSection>
      </div>
    </ContentPage>
  );
}
