/** What the cloud power journeys share: messages per locale as the site formats them. */
import type { Locale } from '@minesite/shared/locale';
import { siteMessages } from '@minesite/shared/testing/site-messages';
export { chooseLocale } from '@minesite/shared/testing/site-locale';

export type { Locale };

/** Formats message ids and numbers in `locale` as the site does. */
export function site(locale: Locale) {
  const t = siteMessages(locale);
  const { intl } = t;
  return {
    t,
    usd: (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'USD' }),
    usd0: (value: number) =>
      intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    num: (value: number) => intl.formatNumber(value),
    cny: (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'CNY' }),
  };
}

/** Text with every kind of space made plain, so formatted numbers compare as written. */
export const plain = (text: string | null) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
