import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ChipFilter } from '../../../components/chip-filter';
import { ContentPage } from '../../../components/content-page';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  NEWS_ITEMS,
  newsIn,
  type NewsCategory,
} from '../news-items';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import '../../../components/notices.css';

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({
  value,
  labelId: NEWS_CATEGORY_LABELS[value],
}));

/** `/power`: the news, filtered by the spec's eight categories. */
export function NewsScreen() {
  const intl = useIntl();
  const [category, setCategory] = useState<NewsCategory | null>(null);
  const items = newsIn(NEWS_ITEMS, category);

  return (
    <ContentPage titleId="route.power" introId="content.power.intro">
      <ChipFilter
        labelId="content.news.filterLabel"
        allId="content.news.category.all"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={setCategory}
      />
      {items.length === 0 ? (
        <p className="content-empty" role="status">
          <FormattedMessage id="content.news.empty" />
        </p>
      ) : (
        <ul
          className="content-cards"
          aria-label={intl.formatMessage({ id: 'content.news.listLabel' })}
        >
          {items.map((news) => (
            <li key={news.id} className="content-card">
              <article aria-label={intl.formatMessage({ id: news.titleId })}>
                <p className="content-meta">
                  <span className="content-tag">
                    <FormattedMessage id={NEWS_CATEGORY_LABELS[news.category]} />
                  </span>{' '}
                  <time dateTime={news.date}>
                    <FormattedDate value={`${news.date}T00:00:00`} dateStyle="medium" />
                  </time>
                </p>
                <h2 className="content-card-title">
                  <FormattedMessage id={news.titleId} />
                </h2>
                <p className="content-text">
                  <FormattedMessage id={news.descriptionId} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
