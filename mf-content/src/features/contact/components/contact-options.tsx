import { FormattedMessage } from 'react-intl';
import { useLocalized } from '@minesite/shared/localized';
import { useSiteContent } from '../../site-content/content-api';
import { ContentError } from '../../site-content/content-states';

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
      <h2 id="content-contact-options" className="content-section-title">
        <FormattedMessage id="content.contact.options.title" />
      </h2>
      {!data && error && !isFetching ? (
        <ContentError retrying={isFetching} onRetry={() => void refetch()} />
      ) : (
        <dl className="content-rows" aria-busy={!data}>
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
        </dl>
      )}
      {(notes ?? [undefined]).map((note, i) => (
        <p key={note?.id ?? i} className="content-meta">
          {note ? localized(note.label) : '\u00a0'}
        </p>
      ))}
    </section>
  );
}
