import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { DataCentre } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
import { COOLING_LABELS, POWER_TYPE_LABELS } from '../data-centres';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import '../../../components/rows.css';

const phs = (value: number) => (
  <FormattedMessage
    id="content.home.unit.phs"
    values={{ value: <FormattedNumber value={value} maximumFractionDigits={0} /> }}
  />
);

/**
 * Each data centre with its power, cooling and figures; while
 * they are read, `children` hold their place.
 */
export function DataCentreList({
  centres,
  children,
}: {
  centres: readonly DataCentre[] | undefined;
  children?: ReactNode;
}) {
  const localized = useLocalized();
  return (
    <section className="content-section" aria-labelledby="content-home-dc">
      <h2 id="content-home-dc" className="content-section-title">
        <FormattedMessage id="content.home.dc.title" />
      </h2>
      {!centres ? (
        children
      ) : (
        <ul className="content-cards">
          {centres.map((centre) => (
            <li key={centre.id} className="content-card" aria-label={localized(centre.name)}>
              <h3 className="content-card-title">{localized(centre.name)}</h3>
              <p className="content-text">{localized(centre.description)}</p>
              <dl className="content-rows">
                <div>
                  <dt>
                    <FormattedMessage id="content.home.dc.powerType" />
                  </dt>
                  <dd>
                    <FormattedMessage id={POWER_TYPE_LABELS[centre.powerType]} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="content.home.dc.cooling" />
                  </dt>
                  <dd>
                    <FormattedMessage id={COOLING_LABELS[centre.cooling]} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="content.home.dc.average" />
                  </dt>
                  <dd>{phs(centre.averageComputePh)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="content.home.dc.energized" />
                  </dt>
                  <dd>{phs(centre.energizedComputePh)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="content.home.dc.miners" />
                  </dt>
                  <dd>
                    <FormattedNumber value={centre.operationalMiners} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
