import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { CardTitle } from '@minesite/shared/ui';
import { TextSection } from '../../../components/text-section';
import { REPAIR_PRICES, REPAIR_TERMS, priceRange } from '../repair-offer';
import { Cny } from './cny';
import '../../../components/text-section.css';
import './partner-tab.css';
import '../../../components/listing.css';

/** The external repair partner: the price list and the service terms. */
export function PartnerTab() {
  const intl = useIntl();
  const range = priceRange(REPAIR_PRICES);
  return (
    <>
      <TextSection
        titleId="content.repair.partner.title"
        paragraphIds={['content.repair.partner.text']}
      >
        <table
          className="content-price-table"
          aria-label={intl.formatMessage({ id: 'content.repair.prices.title' })}
        >
          <caption>
            <FormattedMessage id="content.repair.prices.title" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="content.repair.prices.item" />
              </th>
              <th scope="col">
                <FormattedMessage id="content.repair.prices.price" />
              </th>
            </tr>
          </thead>
          <tbody>
            {REPAIR_PRICES.map((price) => (
              <tr key={price.id}>
                <th scope="row">
                  <FormattedMessage id={price.labelId} />
                </th>
                <td>
                  <Cny value={price.priceCny} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="content-meta">
          <FormattedMessage
            id="content.repair.prices.range"
            values={{ min: <Cny value={range.min} />, max: <Cny value={range.max} /> }}
          />
        </p>
      </TextSection>
      <section className="content-section" aria-labelledby="content-repair-terms">
        <CardTitle id="content-repair-terms" variant="headline">
          <FormattedMessage id="content.repair.terms.title" />
        </CardTitle>
        <ul className="content-bullets">
          <li>
            <FormattedMessage
              id="content.repair.terms.warranty"
              values={{ days: REPAIR_TERMS.warrantyDays }}
            />
          </li>
          <li>
            <FormattedMessage
              id="content.repair.terms.diagnosis"
              values={{ hours: REPAIR_TERMS.diagnosisHours }}
            />
          </li>
          <li>
            <FormattedMessage
              id="content.repair.terms.repair"
              values={{ hours: REPAIR_TERMS.repairHours }}
            />
          </li>
          <li>
            <FormattedMessage id="content.repair.terms.shipping" />
          </li>
        </ul>
        <p className="content-text">
          <Link to="/software">
            <FormattedMessage id="content.repair.softwareLink" />
          </Link>
        </p>
        <Link to={contactPath('repair')} className="content-button-link">
          <FormattedMessage id="content.repair.book" />
        </Link>
      </section>
    </>
  );
}
