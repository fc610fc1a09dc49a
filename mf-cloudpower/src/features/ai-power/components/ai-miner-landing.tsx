import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardTitle } from '@minesite/shared/ui';
import { AiPowerList } from './ai-power-list';
import '../../../components/showcase.css';

const OFFERS = [
  { key: 'gpu', to: '/cloud-pricing' },
  { key: 'buy', to: '/ai-power-buy' },
  { key: 'auction', to: '/ai-power-auction' },
  { key: 'hash', to: '/mining-power' },
  { key: 'draw', to: '/draw' },
] as const;

/** /ai-miner: what the AI side offers, each with its page, and the current packages. */
export function AiMinerLanding() {
  return (
    <>
      <section className="cp-hero" aria-labelledby="ai-hero-title">
        <h2 id="ai-hero-title">
          <FormattedMessage id="cloudpower.ai.hero.title" />
        </h2>
        <p>
          <FormattedMessage id="cloudpower.ai.hero.text" />
        </p>
      </section>
      <Card aria-labelledby="ai-offers">
        <CardTitle id="ai-offers" as="h2">
          <FormattedMessage id="cloudpower.ai.offers" />
        </CardTitle>
        <ul className="cp-features">
          {OFFERS.map((offer) => (
            <li key={offer.key}>
              <Link to={offer.to}>
                <strong>
                  <FormattedMessage id={`cloudpower.ai.offer.${offer.key}.title`} />
                </strong>
              </Link>
              <FormattedMessage id={`cloudpower.ai.offer.${offer.key}.text`} />
            </li>
          ))}
        </ul>
      </Card>
      <CardTitle as="h2">
        <FormattedMessage id="cloudpower.ai.featured" />
      </CardTitle>
      <AiPowerList limit={2} compact />
    </>
  );
}
