import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { DataCentre } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
import { CardTitle, Card, Rows } from '@minesite/shared/ui';
import { COOLING_LABELS, POWER_TYPE_LABELS } from '../data-centres';
import '../../../components/text-section.css';
import '../../../components/listing.css';

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
      <CardTitle id="content-home-dc" as="h2" variant="headline">
        <FormattedMessage id="content.home.dc.title" />
      </CardTitle>
      {!centres ? (
        children
      ) : (
        <ul className="content-cards">
          {centres.map((centre) => (
            <Card key={centre.id} as="li" aria-label={localized(centre.name)}>
              <CardTitle variant="article">{localized(centre.name)}</CardTitle>
              <p className="content-text">{localized(centre.description)}</p>
              <Rows>
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
              </Rows>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
