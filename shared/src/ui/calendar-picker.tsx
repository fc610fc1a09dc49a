/**
 * A date calendar in a bottom popup (`@minesite/shared/ui-calendar`), in the page's language.
 * A module of its own, so that pages load it only when a calendar is opened.
 */
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import ruRU from 'antd-mobile/es/locales/ru-RU';
import zhCN from 'antd-mobile/es/locales/zh-CN';

const ANTD_LOCALES = { zh: zhCN, en: enUS, es: esES, ru: ruRU };

export type LocalizedCalendarPickerProps = ComponentProps<typeof CalendarPicker>;

/** antd-mobile's CalendarPicker with its weekday names and buttons in the current locale. */
export function LocalizedCalendarPicker(props: LocalizedCalendarPickerProps) {
  const language = useIntl().locale.slice(0, 2) as keyof typeof ANTD_LOCALES;
  return (
    <ConfigProvider locale={ANTD_LOCALES[language] ?? zhCN}>
      <CalendarPicker {...props} />
    </ConfigProvider>
  );
}
