import { FormattedMessage, useIntl } from 'react-intl';
import { PACKAGE_MODES } from '@minesite/shared/catalog';
import { SelectorFrame, FieldLabel } from '@minesite/shared/ui';
import { PERIOD_FILTERS, type PackageFilters } from '../package-filters';
import './package-filter-bar.css';
import '../../../components/dense-choices.css';

interface Props {
  filters: PackageFilters;
  minerModels: string[];
  onChange: (next: PackageFilters) => void;
}

/** Package mode, miner model, period and show-discounted; each change goes back to page 1. */
export function PackageFilterBar({ filters, minerModels, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const set = (patch: Partial<PackageFilters>) => onChange({ ...filters, ...patch, page: 1 });

  return (
    <section className="cp-filters cp-dense" aria-label={t('cloudpower.list.filters')}>
      <div className="cp-filter" role="group" aria-label={t('cloudpower.list.filter.mode')}>
        <FieldLabel as="span" variant="muted" aria-hidden>
          <FormattedMessage id="cloudpower.list.filter.mode" />
        </FieldLabel>
        <SelectorFrame
          showCheckMark={false}
          aria-label={t('cloudpower.list.filter.mode')}
          columns={3}
          value={[filters.mode]}
          onChange={([mode]) => set({ mode: mode ?? 'all' })}
          options={[
            { label: t('cloudpower.list.filter.all'), value: 'all' as const },
            ...PACKAGE_MODES.map((mode) => ({ label: t(`cloudpower.mode.${mode}`), value: mode })),
          ]}
        />
      </div>
      <div className="cp-filter" role="group" aria-label={t('cloudpower.list.filter.minerModel')}>
        <FieldLabel as="span" variant="muted" aria-hidden>
          <FormattedMessage id="cloudpower.list.filter.minerModel" />
        </FieldLabel>
        {/* One row that scrolls sideways (reachable by keyboard): the models come with the
            catalog, and more rows would push the page down. */}
        <div className="cp-filter-scroll" tabIndex={0}>
          <SelectorFrame
            showCheckMark={false}
            aria-label={t('cloudpower.list.filter.minerModel')}
            columns={2}
            value={[filters.minerModel]}
            onChange={([minerModel]) => set({ minerModel: minerModel ?? 'all' })}
            options={[
              { label: t('cloudpower.list.filter.all'), value: 'all' },
              ...minerModels.map((model) => ({ label: model, value: model })),
            ]}
          />
        </div>
      </div>
      <div className="cp-filter" role="group" aria-label={t('cloudpower.list.filter.period')}>
        <FieldLabel as="span" variant="muted" aria-hidden>
          <FormattedMessage id="cloudpower.list.filter.period" />
        </FieldLabel>
        <SelectorFrame
          showCheckMark={false}
          aria-label={t('cloudpower.list.filter.period')}
          columns={4}
          value={[filters.period]}
          onChange={([period]) => set({ period: period ?? 'all' })}
          options={[
            { label: t('cloudpower.list.filter.all'), value: 'all' as const },
            ...PERIOD_FILTERS.map((period) => ({
              label:
                period === 'permanent'
                  ? t('cloudpower.period.permanent')
                  : t('cloudpower.unit.days', { days: Number(period) }),
              value: period,
            })),
          ]}
        />
      </div>
      <label className="cp-check">
        <input
          type="checkbox"
          checked={filters.discounted}
          onChange={(event) => set({ discounted: event.target.checked })}
        />
        <FormattedMessage id="cloudpower.list.filter.discounted" />
      </label>
    </section>
  );
}
