import { useIntl } from 'react-intl';
import { ContentPage } from '../../../components/content-page';
import { DOWNLOADS } from '../resources';
import { DownloadCard } from './download-card';
import '../../../components/cards.css';

/** `/software`: ASIC repair downloads, each with its date and size. */
export function SoftwareScreen() {
  const intl = useIntl();
  return (
    <ContentPage titleId="route.software" introId="content.software.intro">
      <ul
        className="content-cards"
        aria-label={intl.formatMessage({ id: 'content.software.listLabel' })}
      >
        {DOWNLOADS.map((resource) => (
          <DownloadCard key={resource.id} resource={resource} />
        ))}
      </ul>
    </ContentPage>
  );
}
