import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '@minesite/shared/localized';
import { Card, CardTitle } from '@minesite/shared/ui';
import { ChipFilter } from '../../../components/chip-filter';
import { ContentPage } from '../../../components/content-page';
import { useSiteContent } from '../../site-content/content-api';
import { ContentError, ContentSkeleton } from '../../site-content/content-states';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, newsIn, type NewsCategory } from '../news-items';
import '../../../components/text-section.css';
import '../../../components/notices.css';
import '../../../components/listing.css';

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({
  value,
  labelId: NEWS_CATEGORY_LABELS[value],
}));

/** `/power`: the news, filtered by the spec's eight categories. */
export function NewsScreen() {
  const intl = useIntl();
  const localized = useLocalized();
  const [category, setCategory] = useState<NewsCategory | null>(null);
  const { data, error, isFetching, refetch } = useSiteContent('news');
  const items = newsIn(data?.items ?? [], category);

  return (
    <ContentPage titleId="route.power" introId="content.power.intro">
      <ChipFilter
        labelId="content.news.filterLabel"
        allId="content.news.category.all"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={setCategory}
      />
      {!data ? (
        error && !isFetching ? (
          <ContentError retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <ContentSkeleton count={4} height={106} />
        )
      ) : items.length === 0 ? (
        <p className="content-empty" role="status">
          <FormattedMessage id="content.news.empty" />
        </p>
      ) : (
        <ul
          className="content-cards"
          aria-label={intl.formatMessage({ id: 'content.news.listLabel' })}
        >
          {items.map((news) => (
            <Card key={news.id} as="li">
              <article aria-label={localized(news.title)}>
                <p className="content-meta">
                  <span className="content-tag">
                    <FormattedMessage id={NEWS_CATEGORY_LABELS[news.category]} />
                  </span>{' '}
                  <time dateTime={news.date}>
                    <FormattedDate value={`${news.date}T00:00:00`} dateStyle="medium" />
                  </time>
                </p>
                <CardTitle as="h2" variant="article">
                  {localized(news.title)}
                </CardTitle>
                <p className="content-text">{localized(news.description)}</p>
              </article>
            </Card>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
