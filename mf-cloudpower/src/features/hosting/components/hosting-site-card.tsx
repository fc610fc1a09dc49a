import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { useLocalized } from '@minesite/shared/localized';
import '../../../components/cards.css';

export type HostingSite = ProductOf<'hosting-site'>;

/** A hosting site's pricing card: cents per kWh, the minimum number of machines, features. */
export function HostingSiteCard({ site }: { site: HostingSite }) {
  const localized = useLocalized();
  const titleId = `hosting-${site.id}-title`;
  return (
    <article className="cp-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="cp-card-title">
        {localized(site.name)}
      </h3>
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
      <p className="cp-card-desc">{localized(site.description)}</p>
      <ul className="cp-features">
        {site.specs.features.map((feature) => (
          <li key={feature.en}>{localized(feature)}</li>
        ))}
      </ul>
    </article>
  );
}
