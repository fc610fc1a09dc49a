import { FormattedMessage } from 'react-intl';
import { useLocalized } from '@minesite/shared/localized';
import { CardTitle, Rows } from '@minesite/shared/ui';
import { useSiteContent } from '../../site-content/content-api';
import { ContentError } from '../../site-content/content-states';
import '../../../components/listing.css';

/**
 * The other ways to reach the company, as the operator keeps them (GET /api/content/
 * contact-details): a line per channel, the support hours below. While they are read, rows of
 * their usual number and height hold their place.
 */
export function ContactOptions() {
  const localized = useLocalized();
  const { data, error, isFetching, refetch } = useSiteContent('contact-details');
  const lines = data?.items.filter((item) => item.channel !== 'hours');
  const notes = data?.items.filter((item) => item.channel === 'hours');
  return (
    <section className="content-section" aria-labelledby="content-contact-options">
      <CardTitle id="content-contact-options" as="h2" variant="headline">
        <FormattedMessage id="content.contact.options.title" />
      </CardTitle>
      {!data && error && !isFetching ? (
        <ContentError retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <Rows aria-busy={!data}>
          {lines
            ? lines.map((line) => (
                <div key={line.id}>
                  <dt>{localized(line.label)}</dt>
                  <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
                </div>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                <div key={i}>
                  <dt>{'\u00a0'}</dt>
                  <dd />
                </div>
              ))}
        </Rows>
      )}
      {(notes ?? [undefined]).map((note, i) => (
        <p key={note?.id ?? i} className="content-meta">
          {note ? localized(note.label) : '\u00a0'}
        </p>
      ))}
    </section>
  );
}
