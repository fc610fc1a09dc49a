import type { CatalogLoaders } from '@minesite/shared/intl';
import { withOrderMessages } from '@minesite/shared/orders/messages';

/**
 * The texts of the order page's cards that load later (catalog-parts.json): the pay dialog, the
 * refund, the payment's progress and the rail switch, loaded with the card, not with the page.
 */
export const detailCardsCatalogs: CatalogLoaders = withOrderMessages({
  zh: () =>
    import(/* webpackChunkName: "messages-detail-cards-zh" */ './zh.json?part=detail-cards'),
  en: () =>
    import(/* webpackChunkName: "messages-detail-cards-en" */ './en.json?part=detail-cards'),
  es: () =>
    import(/* webpackChunkName: "messages-detail-cards-es" */ './es.json?part=detail-cards'),
  ru: () =>
    import(/* webpackChunkName: "messages-detail-cards-ru" */ './ru.json?part=detail-cards'),
});
