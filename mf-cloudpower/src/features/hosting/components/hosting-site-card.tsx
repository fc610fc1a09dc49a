import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { useLocalized } from '@minesite/shared/localized';
import { Card, CardTitle, CardNote } from '@minesite/shared/ui';
import '../../../components/showcase.css';

export type HostingSite = ProductOf<'hosting-site'>;

/** A hosting site's pricing card: cents per kWh, the minimum number of machines, features. */
export function HostingSiteCard({ site }: { site: HostingSite }) {
  const localized = useLocalized();
  const titleId = `hosting-${site.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{localized(site.name)}</CardTitle>
      <p className="cp-price" data-testid="hosting-price">
        <FormattedMessage
          id="cloudpower.hosting.pricePerKwh"
          values={{
            cents: (
              <FormattedNumber value={site.specs.pricePerKwhCents} maximumFractionDigits={2} />
            ),
          }}
        />
      </p>
      <p data-testid="hosting-min-units">
        <FormattedMessage
          id="cloudpower.hosting.minUnits"
          values={{ units: site.specs.minUnits }}
        />
      </p>
      <CardNote>{localized(site.description)}</CardNote>
      <ul className="cp-features">
        {site.specs.features.map((feature) => (
          <li key={feature.en}>{localized(feature)}</li>
        ))}
      </ul>
    </Card>
  );
}
